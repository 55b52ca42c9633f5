import { AdoptNearScreen } from '@fairgo/shared/platform';
import { Box, Heading, PageFrame, ScrollToTop, Stack, Text } from '@fairgo/shared/ui';
import { NavLink } from '../../layout/nav-link';

export const TERMS_TITLE = 'Terms and conditions';

/** The sections of product.md#pages, written for FairGo. */
const SECTIONS: { title: string; text: string[] }[] = [
  {
    title: '1. Acceptance of these terms',
    text: [
      'By creating an account, browsing listings, posting a job, a looking-for-work post or a task, or making an offer on FairGo, you accept these terms. If you do not accept them, please do not use FairGo.',
      'We may update these terms. We will show the date of the latest version on this page, and continuing to use FairGo after a change means you accept the new version.',
    ],
  },
  {
    title: '2. What FairGo is',
    text: [
      'FairGo is an online marketplace for casual and temporary work in Australia. Workers post their availability; employers post jobs and, with a paid monthly membership, see the contact details of workers; anyone signed in may post a small paid task that others make offers on.',
      'FairGo takes no commission on job matches. On tasks, FairGo keeps a 10% service fee from the accepted offer, holds the offer amount from the task owner until the task is complete, and pays the tasker 2-3 business days after completion.',
    ],
  },
  {
    title: '3. Legal compliance',
    text: [
      'Users are responsible for complying with every law that applies to the work they offer or take, including the Fair Work Act 2009 and the National Employment Standards, awards, minimum wages, superannuation, work health and safety, and workers compensation insurance.',
      'Police checks, working with children checks, licences and tickets, and collecting Australian Business Numbers (ABN) or Tax File Numbers (TFN) are the duty of the employer, not of FairGo.',
    ],
  },
  {
    title: '4. Accuracy of information',
    text: [
      'You must give true, current and complete information in your account, posts, offers and messages, including your certificates, experience and availability. FairGo does not verify what users post and is not responsible for its accuracy.',
    ],
  },
  {
    title: '5. No employment relationship',
    text: [
      'FairGo is not an employer, a labour hire provider or a recruitment agency. No employment, agency, partnership or joint venture relationship exists between FairGo and any user. Any engagement is made directly between the users concerned, on terms they agree between themselves.',
    ],
  },
  {
    title: '6. Prohibited activities',
    text: [
      'You must not post misleading or false information; discriminate against anyone on the basis of race, sex, age, disability, religion, sexual orientation or any other attribute protected by law; offer or arrange illegal labour, including work below the minimum wage or by people without the right to work in Australia; harass other users; or use FairGo to collect contact details for any other purpose.',
      'We may remove content and suspend accounts that break these rules.',
    ],
  },
  {
    title: '7. Privacy',
    text: [
      'We handle personal information under the Privacy Act 1988 and the Australian Privacy Principles. Contact details are shown only to signed-in employers with an active membership, and a phone number only when its owner chose to share it. Passwords are stored only as strong one-way hashes, and we do not sell personal information.',
      'Your data is yours. On your profile you can download a file of everything we hold about you, and delete your account. Deleting it removes your posts, answers to jobs, saved searches, résumé, credentials and picture, and signs you out everywhere; reviews and messages you wrote stay, shown as from a former member. Payment records are kept without your name for seven years, as Australian tax and corporations law requires, then deleted.',
    ],
  },
  {
    title: '8. Limitation of liability',
    text: [
      'To the extent the law allows, FairGo is not liable for any loss arising from work arranged through the platform, from the conduct of users, or from the platform being unavailable. Nothing in these terms excludes rights you have under the Australian Consumer Law.',
    ],
  },
  {
    title: '9. Indemnification',
    text: [
      'You agree to indemnify FairGo against claims, losses and costs that arise from your breach of these terms, from your posts, or from work you offer, take or perform through the platform.',
    ],
  },
];

export default function TermsPage() {
  return (
    <PageFrame title={TERMS_TITLE} intro="Please read these terms before you use FairGo.">
      <Stack gap={6} maxW="4xl">
        {/* A phone shows a section or two: each is adopted as it comes near the screen. */}
        {SECTIONS.map((section) => (
          <AdoptNearScreen key={section.title}>
            <Box as="section" aria-label={section.title}>
              <Heading as="h2" size="lg" mb={2}>
                {section.title}
              </Heading>
              {section.text.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)} mb={2}>
                  {paragraph}
                </Text>
              ))}
            </Box>
          </AdoptNearScreen>
        ))}
        <Box as="section" aria-label="10. Contact us">
          <Heading as="h2" size="lg" mb={2}>
            10. Contact us
          </Heading>
          <Text>
            Questions about these terms, or a concern about a post or a user? Write to us through the{' '}
            <NavLink href="/feedback" color="brand.700" fontWeight="medium">
              feedback form
            </NavLink>
            .
          </Text>
        </Box>
      </Stack>
      <ScrollToTop />
    </PageFrame>
  );
}
