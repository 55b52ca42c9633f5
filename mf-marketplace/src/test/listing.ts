import type { Listing } from '@fairgo/shared/contract';

/** A listing as the API sends it to a member (real contact details). */
export const testListing = (changes: Partial<Listing> = {}): Listing => ({
  _id: '3f1b7a52-0000-4000-8000-000000000001',
  postCreatedAt: '2026-11-20T09:00:00.000Z',
  name: 'Casey Worker',
  job: 'Barista',
  location: 'Newtown, New South Wales',
  description: 'Two years behind a busy espresso machine.',
  badges: [],
  certificates: ['RSA'],
  availability: {
    Monday: true,
    Tuesday: false,
    Wednesday: true,
    Thursday: true,
    Friday: true,
    Saturday: false,
    Sunday: false,
  },
  sharePhone: true,
  policeCheck: true,
  yearsExperience: 3,
  gender: 'Female',
  phone: '0412345678',
  email: 'casey@example.com.au',
  postCreatedBy: { profileImage: null },
  ...changes,
});
