import type { Listing } from '@fairgo/shared/contract';
import { testPostFields } from '@fairgo/testing';

/** A listing as the API sends it to a member (real contact details). */
export const testListing = (changes: Partial<Listing> = {}): Listing => {
  const { termsAccepted: _terms, email, phone, gender, ...fields } = testPostFields();
  return {
    ...fields,
    gender: gender ?? null,
    businessName: null,
    pay: null,
    hours: null,
    payBelowFloorReason: null,
    _id: '3f1b7a52-0000-4000-8000-000000000001',
    postCreatedAt: '2026-11-20T09:00:00.000Z',
    availability: { ...fields.availability, Tuesday: false, Wednesday: true },
    yearsExperience: 3,
    phone,
    email,
    postCreatedBy: {
      _id: '3f1b7a52-0000-4000-8000-0000000000aa',
      profileImage: null,
      rating: { average: null, count: 0 },
      verifiedCredentials: [],
      hasResume: false,
    },
    ...changes,
  };
};
