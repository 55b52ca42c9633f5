import { HStack, Stack, Text } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import { useCallback, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { fixed, fixedLooks, type FixedLook } from './fixed';

/** Who a chip shows: a name, and a profile image where they have one. */
export interface ShownPerson {
  name: string;
  profileImage: string | null;
}

const SIZES = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
type AvatarSize = (typeof SIZES)[number];
type AvatarLook = AvatarSize | `${AvatarSize} brand`;

const avatar = (slot: string, variants?: Record<string, string>) => ({ key: 'avatar', slot, variants });

// The avatar slot recipe's looks, each resolved once: a page shows many avatars (the landing page's new
// users, a card each), and Chakra's Avatar resolves its recipe and runs a state machine for every one.
const AvatarRoot = fixedLooks(
  'span',
  Object.fromEntries(
    SIZES.flatMap((size): [AvatarLook, FixedLook][] => [
      [size, { recipe: avatar('root', { size }) }],
      [`${size} brand`, { recipe: avatar('root', { size }), styles: { colorPalette: 'brand' } }],
    ]),
  ) as Record<AvatarLook, FixedLook>,
);
const AvatarImage = fixed('img', {}, avatar('image'));
const AvatarFallback = fixed('span', {}, avatar('fallback'));

/** "Casey Worker" → "CW", "Casey" → "C" (as Chakra's avatar has it). */
function initials(name: string) {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1] : '';
  return `${first.charAt(0)}${last ? last.charAt(0) : ''}`;
}

/**
 * A person's picture, or their initials (an icon without a name, or `fallback`) where they have none or
 * it fails to load. The picture is decoration beside their name, so it says nothing to a screen reader
 * unless given `alt`. A served picture shows as soon as it loads, before the page is interactive; one
 * that failed before then is found by `decode()`. `data-group-item` draws the ring of an overlapping row.
 */
export function PersonAvatar({
  person,
  size = 'md',
  palette,
  fallback,
  alt = '',
  ...root
}: {
  person: ShownPerson;
  size?: AvatarSize;
  palette?: 'brand';
  fallback?: ReactNode;
  alt?: string;
} & ComponentPropsWithoutRef<'span'>) {
  const [broken, setBroken] = useState<string | null>(null);
  const image = person.profileImage !== broken ? person.profileImage : null;
  const watch = useCallback(
    (element: HTMLImageElement | null) => {
      // Rejected while loading (a new source), the load's own error event says more; once complete, it is broken.
      element?.decode?.().catch(() => {
        if (element.complete) setBroken(image);
      });
    },
    [image],
  );
  return (
    <AvatarRoot look={palette ? `${size} ${palette}` : size} {...root}>
      {image ? (
        <AvatarImage
          key={image}
          ref={watch}
          src={image}
          alt={alt}
          draggable={false}
          referrerPolicy="no-referrer"
          onError={() => setBroken(image)}
        />
      ) : (
        <AvatarFallback>{fallback ?? (initials(person.name) || <UserRound size="1.2em" aria-hidden />)}</AvatarFallback>
      )}
    </AvatarRoot>
  );
}

/**
 * A person where a list names them (a task's owner, an offer's tasker, a question's or a review's
 * author): their picture beside their name, and under it what the list says of them (a rating, a
 * status). `name` replaces the plain name, with a link to their profile for instance.
 */
export function PersonChip({
  person,
  size = 'xs',
  name,
  children,
}: {
  person: ShownPerson;
  size?: '2xs' | 'xs' | 'sm';
  name?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HStack gap={2}>
      <PersonAvatar person={person} size={size} />
      <Stack gap={0} align="start">
        {name ?? (
          <Text fontSize="sm" fontWeight="semibold">
            {person.name}
          </Text>
        )}
        {children}
      </Stack>
    </HStack>
  );
}
