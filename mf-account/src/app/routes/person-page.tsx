import { QueryRoot } from '@fairgo/shared/queries';
import { PageFrame } from '@fairgo/shared/ui';
import { useParams } from 'wouter';
import { PersonProfile } from '../../features/people/person-profile';

export const PERSON_TITLE = 'Profile';

/** /people/:userId: a person's public profile, for anyone signed in. */
export function PersonPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  return (
    <PageFrame title={PERSON_TITLE}>
      <QueryRoot>
        <PersonProfile key={userId} userId={userId} />
      </QueryRoot>
    </PageFrame>
  );
}
