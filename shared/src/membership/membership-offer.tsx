import { Alert, Box, Button, Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { MEMBERSHIP_PLANS } from '@fairgo/shared/rules';
import { longDate } from '@fairgo/shared/ui';
import { signInPath, type PlatformContract } from '@fairgo/shared/platform';
import { useMembershipCheckout } from './api/use-membership-checkout';

export const MEMBERSHIP_TITLE = 'Membership required';
/**
 * The spec's advice to log out and in again, for the rare case the check on coming back misses it:
 * the session is re-read whenever the tab comes back into view (session/session-watch.ts).
 */
export const RELOG_MESSAGE =
  'Once your payment is complete, come back to this tab: your membership shows here at once. If it does not, log out and log in again so your subscription is reflected.';

/**
 * The membership purchase (product.md#membership, product.md#limits): two plans, each opening the payment provider's
 * hosted page in a new tab, made by the API for the signed-in user (someone not signed in logs in
 * first); then the advice to come back. Better than the spec: when the tab comes back into view the
 * session is re-read, so a paid membership shows at once, with no need to log out and in again.
 */
export function MembershipOffer({
  platform,
  close,
  email,
}: {
  platform: PlatformContract;
  close: () => void;
  /** Who just registered, not signed in yet: they log in before they pay. */
  email?: string | undefined;
}) {
  const [step, setStep] = useState<'choose' | 'paying'>('choose');
  const subscribe = useMembershipCheckout();
  const { failure } = subscribe;
  const user = useStore(platform.session, (state) => state.user);
  const stillRequired = useStore(platform.session, (state) => state.subscriptionRequired);
  const signedIn = user !== null;

  // The refreshed session says the membership is live: no need to log out and in again.
  if (step === 'paying' && stillRequired === false)
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>Membership active</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Text>
            Thank you! Your membership is active
            {user?.membershipExpires ? ` until ${longDate(user.membershipExpires)}` : ''}. You can now post jobs and
            contact workers.
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="brand" onClick={close}>
            OK
          </Button>
        </Dialog.Footer>
      </>
    );

  if (step === 'paying')
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>Finish your payment</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap={3}>
            <Text>{signedIn ? RELOG_MESSAGE : 'Once your payment is complete, log in to use your membership.'}</Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" colorPalette="brand" onClick={close}>
            Close
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => {
              close();
              if (signedIn) platform.session.getState().logout();
              platform.navigate('/login');
            }}
          >
            {signedIn ? 'Logout' : 'Login'}
          </Button>
        </Dialog.Footer>
      </>
    );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{MEMBERSHIP_TITLE}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={4}>
          <Text>
            Employers need an active membership to post jobs and to see the contact details of workers. No commission on
            matches. Prices in AUD; each payment is one month of membership, which does not renew by itself.
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
            {MEMBERSHIP_PLANS.map((plan) => (
              <Box key={plan.id} borderWidth="1px" borderRadius="lg" p={4}>
                <Text fontWeight="semibold" fontSize="lg">
                  {plan.title}
                </Text>
                <Text color="fg.muted" fontSize="sm" mb={2}>
                  {plan.suitedTo}
                </Text>
                <Box as="ul" fontSize="sm" mb={3} ps={4} listStyleType="disc">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </Box>
                <Button
                  colorPalette="brand"
                  size="sm"
                  w="full"
                  loading={subscribe.busy}
                  aria-label={signedIn ? `Subscribe: ${plan.title}` : `Log in to subscribe: ${plan.title}`}
                  onClick={() => {
                    if (signedIn) return void subscribe.run(plan.id).then((opened) => opened && setStep('paying'));
                    close();
                    platform.navigate(signInPath());
                  }}
                >
                  {signedIn ? 'Subscribe' : 'Log in to subscribe'}
                </Button>
              </Box>
            ))}
          </SimpleGrid>
          {!signedIn && (
            <Text color="fg.muted" fontSize="sm">
              {email ? `Log in as ${email} to choose a plan.` : 'Log in to choose a plan.'}
            </Text>
          )}
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="brand" onClick={close}>
          Later
        </Button>
      </Dialog.Footer>
    </>
  );
}
