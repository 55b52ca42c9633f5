import { logFailure } from '@fairgo/shared/actions';
import type { Listing } from '@fairgo/shared/contract';
import { contactAccess, groupedPhone } from '@fairgo/shared/rules';
import { usePlatform, useSession } from '@fairgo/shared/platform';
import { Box, Button, HStack, Stack, Text } from '@fairgo/shared/ui';
import { Mail, Phone } from 'lucide-react';
import { FAILURES } from '../../lib/failures';

export const SIGN_IN_FOR_CONTACTS = 'Please sign in or register to see the contact details.';
export const EMPLOYERS_ONLY = 'Only employers can access details.';
export const PHONE_COPIED = 'Phone number has been copied to clipboard!';
export const EMAIL_COPIED = 'Email address has been copied to clipboard!';

// product.md#states: sample values, not real data, shown blurred to those who may not see the real ones.
const SAMPLE_PHONE = '0400 123 456';
const SAMPLE_EMAIL = 'name@example.com.au';

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
    <Stack gap={1}>
      {rows.map(({ label, sample, value, copied, missing }) => (
        <HStack key={label} gap={2} fontSize="sm">
          <Text color="fg.muted" minW="3.5rem">
            {label}
          </Text>
          {access !== 'granted' ? (
            <Box
              as="button"
              onClick={explain}
              aria-label={`Show ${label.toLowerCase()}`}
              filter="blur(4px)"
              cursor="pointer"
              userSelect="none"
            >
              {sample}
            </Box>
          ) : value ? (
            <Box as="button" onClick={() => void copy(value, copied)} title={`Copy ${label.toLowerCase()}`}>
              {label === 'Phone' ? groupedPhone(value) : value}
            </Box>
          ) : (
            <Text color="fg.muted">{missing}</Text>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

/** The Phone and Email buttons (product.md#listings): tel: and mailto: for members, the gate for everyone else. */
export function ContactButtons({ listing }: { listing: Listing }) {
  const { access, explain } = useContactGate();
  if (access !== 'granted')
    return (
      <>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={explain}>
          <Phone aria-hidden /> Phone
        </Button>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={explain}>
          <Mail aria-hidden /> Email
        </Button>
      </>
    );
  return (
    <>
      {listing.phone ? (
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <a href={`tel:${listing.phone}`}>
            <Phone aria-hidden /> Phone
          </a>
        </Button>
      ) : (
        <Button size="sm" variant="outline" colorPalette="brand" disabled>
          <Phone aria-hidden /> Phone
        </Button>
      )}
      {listing.email ? (
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <a href={`mailto:${listing.email}`}>
            <Mail aria-hidden /> Email
          </a>
        </Button>
      ) : null}
    </>
  );
}
