import { PageFrame, Text } from '@fairgo/shared/ui';

export const TERMS_TITLE = 'Terms and conditions';

export default function TermsPage() {
  return (
    <PageFrame title={TERMS_TITLE}>
      <Text>
        By using FairGo you accept these terms. FairGo is a marketplace that connects workers, employers and people who
        post small tasks; it is not an employer or an agency, and users are responsible for legal compliance and for the
        accuracy of what they post.
      </Text>
    </PageFrame>
  );
}
