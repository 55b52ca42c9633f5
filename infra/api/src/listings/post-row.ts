import type { OwnPost, PostFields } from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { JobPostsTable, WorkerPostsTable } from '../db/schema';

export type PostRow = Selectable<JobPostsTable> | Selectable<WorkerPostsTable>;

/** The columns a post's form fields are stored in, with the coordinates of its suburb. */
export function toPostColumns(app: FastifyInstance, fields: PostFields) {
  const suburb = app.suburbs.find(fields.location);
  return {
    name: fields.name.trim(),
    job: fields.job.trim(),
    phone: fields.phone,
    email: fields.email.trim().toLowerCase(),
    location: fields.location.trim(),
    latitude: suburb?.latitude ?? null,
    longitude: suburb?.longitude ?? null,
    description: fields.description.trim(),
    badges: fields.badges.map((badge) => badge.trim()).filter(Boolean),
    // Spec §5: empty certificate entries are dropped.
    certificates: fields.certificates.map((certificate) => certificate.trim()).filter(Boolean),
    availability: JSON.stringify(fields.availability),
    share_phone: fields.sharePhone,
    terms_accepted: true,
    police_check: fields.policeCheck,
    years_experience: fields.yearsExperience,
    gender: fields.gender,
  };
}

/** A post as its owner sees it on the profile (spec §3). */
export const toOwnPost = (row: PostRow): OwnPost => ({
  _id: row.id,
  postCreatedAt: row.created_at.toISOString(),
  name: row.name,
  job: row.job,
  phone: row.phone,
  email: row.email,
  location: row.location,
  badges: row.badges,
  certificates: row.certificates,
  availability: row.availability,
  sharePhone: row.share_phone,
  description: row.description,
  termsAccepted: true,
  policeCheck: row.police_check,
  yearsExperience: row.years_experience,
  gender: row.gender,
});
