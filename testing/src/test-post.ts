import type { OwnPost, PostFields } from '@fairgo/shared/contract';

/** A complete posting form, as the marketplace's form submits it. */
export const testPostFields = (changes: Partial<PostFields> = {}): PostFields => ({
  name: 'Casey Worker',
  job: 'Barista',
  phone: '0412345678',
  email: 'casey@example.com.au',
  location: 'Newtown, New South Wales',
  badges: [],
  certificates: ['RSA'],
  availability: {
    Monday: true,
    Tuesday: true,
    Wednesday: false,
    Thursday: true,
    Friday: true,
    Saturday: false,
    Sunday: false,
  },
  sharePhone: true,
  description: 'Two years behind a busy espresso machine.',
  termsAccepted: true,
  policeCheck: true,
  yearsExperience: 2,
  gender: 'Female',
  ...changes,
});

/** A post as its owner sees it on the profile. */
export const testOwnPost = (changes: Partial<OwnPost> = {}): OwnPost => ({
  _id: '8d3c2a1e-0000-4000-8000-000000000001',
  postCreatedAt: '2026-11-01T10:00:00.000Z',
  ...testPostFields(),
  ...changes,
});
