import { logFailure } from '@fairgo/shared/actions';
import type { Listing } from '@fairgo/shared/contract';
import { contactAccess, groupedPhone } from '@fairgo/shared/rules';
import { usePlatform, useSession } from '@fairgo/shared/platform';
import { fixed } from '@fairgo/shared/ui';
import { Mail, Phone } from 'lucide-react';
import { FAILURES } from '../../lib/failures';
import { CardButton, CardButtonLink } from './card-button';

export const SIGN_IN_FOR_CONTACTS = 'Please sign in or register to see the contact details.';
export const EMPLOYERS_ONLY = 'Only employers can access details.';
export const PHONE_COPIED = 'Phone number has been copied to clipboard!';
export const EMAIL_COPIED = 'Email address has been copied to clipboard!';

// product.md#states: sample values, not real data, shown blurred to those who may not see the real ones.
const SAMPLE_PHONE = '0400 123 456';
const SAMPLE_EMAIL = 'name@example.com.au';

// A card's contact rows, styled once per page (`fixed`).
const Rows = fixed('div', { display: 'flex', flexDirection: 'column', gap: 1 });
const Row = fixed('div', { display: 'flex', alignItems: 'center', gap: 2, fontSize: 'sm' });
const Label = fixed('p', { color: 'fg.muted', minW: '3.5rem' });
const Missing = fixed('p', { color: 'fg.muted' });
/** A sample, blurred: a click says why the real one is not shown. */
const Sample = fixed('button', { filter: 'blur(4px)', cursor: 'pointer', userSelect: 'none' });

/** What a viewer who may not see contact details is told when they try (product.md#contact-gating, product.md#messages). */
function useContactGate() {
  const platform = usePlatform();
  const user = useSession((state) => state.user);
  const access = contactAccess(user);
  const explain = () => {
    if (access === 'signIn') platform.requireSignIn(SIGN_IN_FOR_CONTACTS);
    else if (access === 'employersOnly') platform.showStatus({ status: 'info', title: EMPLOYERS_ONLY });
    else platform.requireMembership();
  };
  return { access, explain, platform };
}

/**
 * A listing's phone and e-mail (product.md#contact-gating). Members see the real ones
 * (the phone only when shared): a click copies, the buttons call and write. Everyone else sees
 * blurred samples; a click says why. The server sends nothing real to them either.
 */
export function ContactDetails({ listing }: { listing: Listing }) {
  const { access, explain, platform } = useContactGate();
  const copy = async (text: string, message: string) => {
    try {
      await navigator.clipboard.writeText(text);
      platform.showStatus({ status: 'success', title: message });
    } catch (error) {
      logFailure(FAILURES.copyToClipboard, error);
    }
  };
  const rows = [
    { label: 'Phone', sample: SAMPLE_PHONE, value: listing.phone, copied: PHONE_COPIED, missing: 'Not shared' },
    { label: 'Email', sample: SAMPLE_EMAIL, value: listing.email, copied: EMAIL_COPIED, missing: 'Not available' },
  ];
  return (
    <Rows>
      {rows.map(({ label, sample, value, copied, missing }) => (
        <Row key={label}>
          <Label>{label}</Label>
          {access !== 'granted' ? (
            <Sample type="button" onClick={explain} aria-label={`Show ${label.toLowerCase()}`}>
              {sample}
            </Sample>
          ) : value ? (
            <button type="button" onClick={() => void copy(value, copied)} title={`Copy ${label.toLowerCase()}`}>
              {label === 'Phone' ? groupedPhone(value) : value}
            </button>
          ) : (
            <Missing>{missing}</Missing>
          )}
        </Row>
      ))}
    </Rows>
  );
}

/** The Phone and Email buttons (product.md#listings): tel: and mailto: for members, the gate for everyone else. */
export function ContactButtons({ listing }: { listing: Listing }) {
  const { access, explain } = useContactGate();
  if (access !== 'granted')
    return (
      <>
        <CardButton type="button" look="outline" onClick={explain}>
          <Phone aria-hidden /> Phone
        </CardButton>
        <CardButton type="button" look="outline" onClick={explain}>
          <Mail aria-hidden /> Email
        </CardButton>
      </>
    );
  return (
    <>
      {listing.phone ? (
        <CardButtonLink look="outline" href={`tel:${listing.phone}`}>
          <Phone aria-hidden /> Phone
        </CardButtonLink>
      ) : (
        <CardButton type="button" look="outline" disabled>
          <Phone aria-hidden /> Phone
        </CardButton>
      )}
      {listing.email ? (
        <CardButtonLink look="outline" href={`mailto:${listing.email}`}>
          <Mail aria-hidden /> Email
        </CardButtonLink>
      ) : null}
    </>
  );
}
