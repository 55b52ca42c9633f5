import type { PostFields } from '@fairgo/shared/contract';

/** A complete posting form, as the marketplace's form submits it. */
export const postFields = (changes: Partial<PostFields> = {}): PostFields => ({
  name: 'Casey Worker',
  job: 'Barista',
  phone: '0412345678',
  email: 'casey@example.com.au',
  location: 'Newtown, New South Wales',
  badges: [],
  certificates: ['RSA', '  '],
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
