import { formOf, isApiError, request } from '@fairgo/shared/api';
import type { RegisterFields } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useWrite } from '@fairgo/shared/queries';
import { normalPhone } from '@fairgo/shared/rules';
import { FAILURES } from '../../../lib/failures';

export const REGISTERED = 'Registration successful! You can now log in.';
/** The spec's success, worded for someone the site has signed in already. */
export const REGISTERED_SIGNED_IN = 'Registration successful! You are now signed in.';

/** The form's text fields as typed (the optional ones empty rather than absent). */
export type RegisterValues = Omit<RegisterFields, 'company' | 'howDidYouHearAboutUs'> & {
  company: string;
  howDidYouHearAboutUs: string;
};

/** The fields trimmed, but the password as typed; the phone as digits; the photo if one was chosen. */
const toFormData = (values: RegisterValues, image: File | null) =>
  formOf({
    ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])),
    password: values.password,
    phone: normalPhone(values.phone),
    profileImage: image,
  });

/**
 * Registration (product.md#states, product.md#messages): the account (multipart, with its photo), then
 * signed in at once with what was just typed; should that fail, the spec's way (log in) remains.
 * Employers and "both" are then urged to take a membership, in a second dialog. An e-mail already
 * registered is told so, with a way to log in.
 */
export function useRegister() {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.register,
    write: async (values: RegisterValues, image: File | null) => {
      await request('POST register', { body: toFormData(values, image) });
      const signedIn = await platform.session
        .getState()
        .signIn(values.email, values.password)
        .then(() => true)
        .catch(() => false);
      if (signedIn) {
        platform.navigate('/profile', { replace: true });
        platform.showStatus({ status: 'success', title: REGISTERED_SIGNED_IN });
      } else {
        platform.showStatus({ status: 'success', title: REGISTERED, action: { label: 'Login', to: '/login' } });
      }
      if (values.role !== 'worker') platform.requireMembership(signedIn ? {} : { email: values.email });
    },
    tell: (text, error) =>
      platform.showStatus({
        status: 'error',
        title: text,
        ...(isApiError(error) && error.code === 'alreadyRegistered'
          ? { action: { label: 'Login', to: '/login' } }
          : {}),
      }),
  });
}
