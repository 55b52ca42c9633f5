import type { Person } from '@fairgo/shared/contract';
import { Link, type LinkProps } from '@fairgo/shared/ui';
import { Link as RouterLink } from 'wouter';

/** A person's name, leading to their public profile (/people/:userId, mf-account's page). */
export function PersonLink({ person, ...props }: { person: Person } & LinkProps) {
  return (
    <Link asChild color="fg" {...props}>
      <RouterLink href={`/people/${person._id}`}>{person.name}</RouterLink>
    </Link>
  );
}
