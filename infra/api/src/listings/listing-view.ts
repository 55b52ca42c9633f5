import type { Listing, ListingsQuery } from '@fairgo/shared/contract';
import { toRating, type RatingColumns } from '../reviews/reviews';
import { encodeCursor, type ListKind } from './list-cursor';
import { kindFields, type PostRow } from './post-row';

/**
 * A post as a page's query reads it (search-listings.ts): the post, its owner's picture and rating
 * (reviews.ts's `ratingOf`) and what the query adds.
 */
export type ListingRow = PostRow &
  RatingColumns & {
    profile_image: string | null;
    distance_km: number | null;
    matching_days: number | null;
    verified_credentials: Listing['postCreatedBy']['verifiedCredentials'];
    /** Whether the poster keeps a résumé (migration 027). */
    has_resume: boolean;
    /** Its creation time to the microsecond, for the cursor. */
    created_exactly: string;
  };

/** A listing as a page shows it to a viewer (product.md#listing-searches, product.md#roles), with its place in the list. */
export function toListing(
  row: ListingRow,
  {
    mayContact,
    sort,
    list,
  }: {
    mayContact: boolean;
    sort: NonNullable<ListingsQuery['sort']>;
    list: ListKind;
  },
): Listing {
  return {
    _id: row.id,
    postCreatedAt: row.created_at.toISOString(),
    name: row.name,
    job: row.job,
    location: row.location,
    description: row.description,
    badges: row.badges,
    certificates: row.certificates,
    availability: row.availability,
    sharePhone: row.share_phone,
    policeCheck: row.police_check,
    ...kindFields(row),
    // product.md#contact-gating, product.md#contact-gating: contact details only for members; the phone only when its owner shares it.
    email: mayContact ? row.email : null,
    phone: mayContact && row.share_phone && row.phone ? row.phone : null,
    postCreatedBy: {
      _id: row.user_id,
      profileImage: row.profile_image,
      rating: toRating(row),
      verifiedCredentials: row.verified_credentials,
      hasResume: Boolean(row.has_resume),
    },
    ...(row.distance_km !== null ? { distanceKm: Math.round(Number(row.distance_km) * 10) / 10 } : {}),
    ...(sort === 'days' && row.matching_days !== null ? { matchingDays: Number(row.matching_days) } : {}),
    cursor: encodeCursor({
      k: list,
      t: row.created_exactly,
      i: row.id,
      ...(sort === 'days' ? { m: Number(row.matching_days) } : {}),
      ...(sort === 'distance' ? { d: Number(row.distance_km) } : {}),
      ...(sort === 'pay' ? { p: 'pay_hourly_cents' in row ? (row.pay_hourly_cents ?? 0) : 0 } : {}),
    }),
  };
}
