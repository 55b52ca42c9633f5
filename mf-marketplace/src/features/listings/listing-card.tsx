import type { Listing } from '@fairgo/shared/contract';
import { CREDENTIAL_TYPES } from '@fairgo/shared/credentials';
import { BELOW_FLOOR_REASONS, formatHours, formatPay } from '@fairgo/shared/rules';
import { PersonAvatar, Badge, Button, fixed, Flex, RatingText, renderWhenOnScreen, Text } from '@fairgo/shared/ui';
import { Clock, MapPin, ShieldCheck, Wallet } from 'lucide-react';
import { useNearScreen } from '@fairgo/shared/platform';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { InterestButton } from './interest/interest-button';
import { ContactButtons, ContactDetails } from './contact-details';
import { DownloadResume } from './download-resume';
import { ChipRow, DayChips } from './day-chips';
import { DEFAULT_AVATARS } from './default-avatars';
import { ListingTrust } from './report-listing';

/** product.md#listings's sentence is about a job; a worker who lists none is told apart. */
export const NO_CERTIFICATES = 'No certification requirements set by the employer.';
export const NO_WORKER_CERTIFICATES = 'No certificates listed.';
export const PAY_NOT_STATED = 'Pay not stated';
/** product.md#limits: 'Show More...' appears only above 23 words. */
export const CLAMP_WORDS = 23;

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
/** product.md#listings: only certificates with at least one letter are shown. */
export const shownCertificates = (certificates: string[]) => certificates.filter((entry) => /\p{L}/u.test(entry));

function Description({ listing }: { listing: Listing }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = listing.description.trim() || `${shownName(listing)} is looking for ${listing.job}`;
  const long = wordCount(listing.description) > CLAMP_WORDS;
  return (
    <div>
      <Text id={id} fontSize="sm" lineClamp={expanded ? undefined : 3} whiteSpace="pre-line">
        {text}
      </Text>
      {long ? (
        <Button
          variant="plain"
          size="xs"
          px={0}
          colorPalette="brand"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show Less' : 'Show More...'}
        </Button>
      ) : null}
    </div>
  );
}

// The elements every full card has, styled once per page (`fixed`): a card is some 50 styled elements.
const Row = fixed('div', { display: 'flex', alignItems: 'center', gap: 1 });
const MutedRow = fixed('div', { display: 'flex', alignItems: 'center', gap: 1, color: 'fg.muted' });
const PlaceRow = fixed('div', { display: 'flex', alignItems: 'center', gap: 1, color: 'fg.muted', fontSize: 'sm' });
const PayLines = fixed('div', { display: 'flex', flexDirection: 'column', gap: 1, fontSize: 'sm' });
const PersonRow = fixed('div', { display: 'flex', alignItems: 'start', gap: 3 });
const PersonText = fixed('div', { minW: 0 });
const SectionLabel = fixed('p', { fontSize: 'sm', fontWeight: 'semibold', mb: 1 });
const SmallText = fixed('div', { fontSize: 'sm' });
const MutedText = fixed('p', { fontSize: 'sm', color: 'fg.muted' });
const CertificateBadge = fixed('span', { colorPalette: 'brand' }, { key: 'badge', variants: { variant: 'subtle' } });
const Actions = fixed('div', { display: 'flex', flexWrap: 'wrap', gap: 2, mt: 'auto' });

/** A card's usual height on a phone and on a desktop (measured: job cards 450–570 px, worker cards 500–635 px). */
const CARD_HEIGHT = { job: 560, worker: 620 } as const;

/** A job post is shown by its business, a worker's post by the worker's name. */
const shownName = (listing: Listing) => listing.businessName ?? listing.name;

/** A job's pay and hours, and the reason the law allows when the rate is under the adult casual floor. */
function JobPay({ listing }: { listing: Listing }) {
  const hours = formatHours(listing.hours);
  return (
    <PayLines>
      <Row>
        <Wallet size={14} aria-hidden />
        <Text fontWeight={listing.pay ? 'semibold' : undefined} color={listing.pay ? undefined : 'fg.muted'}>
          {listing.pay ? formatPay(listing.pay) : PAY_NOT_STATED}
        </Text>
        {listing.pay && listing.payBelowFloorReason ? (
          <Badge variant="subtle" colorPalette="orange">
            {BELOW_FLOOR_REASONS[listing.payBelowFloorReason]}
          </Badge>
        ) : null}
      </Row>
      {hours ? (
        <MutedRow>
          <Clock size={14} aria-hidden />
          <p>{hours}</p>
        </MutedRow>
      ) : null}
    </PayLines>
  );
}

export interface ListingCardProps {
  listing: Listing;
  kind: 'job' | 'worker';
  /** The listing a saved search's alert linked to: marked, so the eye finds it. */
  alerted?: boolean;
}

const CardHeading = fixed('h2', { lineClamp: 1 }, { key: 'heading', variants: { size: 'md' } });
const CardJob = fixed('p', { fontWeight: 'medium', color: 'brand.700' });

/** A card's heading (the name, which names the card) and the job under it. */
function NameAndJob({ listing, headingId }: { listing: Listing; headingId: string }) {
  return (
    <>
      <CardHeading id={headingId}>{shownName(listing)}</CardHeading>
      <CardJob>{listing.job}</CardJob>
    </>
  );
}

/**
 * A card's box, drawn only near the screen at its kind's usual height (`renderWhenOnScreen`), bordered in the
 * brand's colour when a saved search's alert linked to it. Every card of a page has one from the start.
 */
const CardBox = fixed('article', {
  borderWidth: '1px',
  borderRadius: 'xl',
  bg: 'bg.panel',
  p: { base: 4, md: 5 },
  shadow: 'xs',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  ...renderWhenOnScreen(CARD_HEIGHT.job),
  '&[data-kind=worker]': renderWhenOnScreen(CARD_HEIGHT.worker),
  '&[data-alerted]': { borderWidth: '2px', borderColor: 'brand.500' },
});

/** A card's box, named by its heading. */
function CardFrame({
  kind,
  alerted,
  headingId,
  children,
  ref,
}: Omit<ListingCardProps, 'listing'> & { headingId: string; children: ReactNode; ref?: Ref<HTMLElement> }) {
  return (
    <CardBox ref={ref} aria-labelledby={headingId} data-kind={kind} data-alerted={alerted || undefined}>
      {children}
    </CardBox>
  );
}

/** A card not drawn yet: its usual height less the frame's padding and border, the name after where the avatar goes. */
const CardPlaceholder = fixed('div', {
  minH: `${CARD_HEIGHT.job - 42}px`,
  '&[data-kind=worker]': { minH: `${CARD_HEIGHT.worker - 42}px` },
  ps: '3.5rem',
});

/**
 * A listing's card, drawn in full once it comes near the screen (or at once when `now`). Until then it
 * is its box at the card's usual height with the name as its heading and the job: what a screen
 * reader's list of headings, find in page and the page's count need. A full card is some 60 styled
 * elements, and Chakra resolves each one's styles as React renders it: the 24 cards of a page were
 * most of /find-worker's start-up work on a phone, where one or two are on screen.
 */
export function ListingCardNearScreen({ now, ...props }: ListingCardProps & { now: boolean }) {
  const [near, ref] = useNearScreen<HTMLElement>(now);
  const headingId = useId();
  if (near) return <ListingCard {...props} />;
  return (
    <CardFrame kind={props.kind} alerted={props.alerted} headingId={headingId} ref={ref}>
      <CardPlaceholder data-kind={props.kind}>
        <NameAndJob listing={props.listing} headingId={headingId} />
      </CardPlaceholder>
    </CardFrame>
  );
}

/**
 * One listing (product.md#listings): picture, name (a job's business), job, place, a job's pay and
 * hours, contact details (gated), the seven days, certificates, notes, and on worker cards the
 * additional information.
 */
export function ListingCard({ listing, kind, alerted = false }: ListingCardProps) {
  const certificates = shownCertificates(listing.certificates);
  const headingId = useId();
  return (
    <CardFrame kind={kind} alerted={alerted} headingId={headingId}>
      {alerted ? (
        <Badge alignSelf="start" colorPalette="brand" variant="subtle">
          New for your saved search
        </Badge>
      ) : null}
      <PersonRow>
        <PersonAvatar
          size="lg"
          person={{
            name: shownName(listing),
            profileImage: listing.postCreatedBy.profileImage ?? DEFAULT_AVATARS[listing.gender ?? 'Other'],
          }}
        />
        <PersonText>
          <NameAndJob listing={listing} headingId={headingId} />
          <PlaceRow>
            <MapPin size={14} aria-hidden />
            <p>
              {listing.location}
              {listing.distanceKm !== undefined ? ` · ${listing.distanceKm} km away` : ''}
            </p>
          </PlaceRow>
          <RatingText rating={listing.postCreatedBy.rating} size="xs" />
          {listing.postCreatedBy.verifiedCredentials.length ? (
            <Flex gap={1} wrap="wrap" mt={1} role="list" aria-label="Verified credentials">
              {listing.postCreatedBy.verifiedCredentials.map((type) => (
                <Badge key={type} role="listitem" colorPalette="green" variant="subtle">
                  <ShieldCheck size={12} aria-hidden /> Verified {CREDENTIAL_TYPES[type]}
                </Badge>
              ))}
            </Flex>
          ) : null}
        </PersonText>
      </PersonRow>

      {kind === 'job' ? <JobPay listing={listing} /> : null}
      <ContactDetails listing={listing} />
      <DayChips availability={listing.availability} />

      <div>
        <SectionLabel>Certificates</SectionLabel>
        {certificates.length ? (
          <ChipRow>
            {certificates.map((certificate) => (
              <CertificateBadge key={certificate}>{certificate}</CertificateBadge>
            ))}
          </ChipRow>
        ) : (
          <MutedText>{kind === 'worker' ? NO_WORKER_CERTIFICATES : NO_CERTIFICATES}</MutedText>
        )}
      </div>

      <div>
        <SectionLabel>Notes</SectionLabel>
        <Description listing={listing} />
      </div>

      {kind === 'worker' ? (
        <div>
          <SectionLabel>Additional Information</SectionLabel>
          <SmallText>
            <p>Years of experience: {listing.yearsExperience ?? 0}</p>
            {/* Only when the worker chose to state it. */}
            {listing.gender ? <p>Gender: {listing.gender}</p> : null}
            {listing.policeCheck ? <p>Police check: yes</p> : null}
          </SmallText>
        </div>
      ) : null}

      <Actions>
        {kind === 'job' ? <InterestButton listing={listing} /> : null}
        <ContactButtons listing={listing} />
        <DownloadResume listing={listing} />
      </Actions>
      <ListingTrust listing={listing} kind={kind} />
    </CardFrame>
  );
}
