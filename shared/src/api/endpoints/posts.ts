import type {
  CertificateOptionsReply,
  JobRolesReply,
  MessageReply,
  OwnPost,
  PostFields,
  PostKind,
} from '@fairgo/shared/contract';
import { request } from '../client';

/** Each kind of post lives under its own path (spec §7), following the entity the path names. */
const base: Record<PostKind, string> = { job: 'findwork', worker: 'findworker' };
const ownList: Record<PostKind, string> = { job: 'advisersposts', worker: 'workerposts' };

/** POST /api/findwork/submit or /api/findworker/submit. */
export const submitPost = (kind: PostKind, fields: PostFields) =>
  request<MessageReply>(`${base[kind]}/submit`, { method: 'post', json: fields });

/** GET /api/findwork/advisersposts or /api/findworker/workerposts: the signed-in user's own posts. */
export const getOwnPosts = (kind: PostKind, email: string) =>
  request<OwnPost[]>(`${base[kind]}/${ownList[kind]}`, { searchParams: { email } });

/** PUT /api/findwork/update or /api/findworker/update. */
export const updatePost = (kind: PostKind, _id: string, fields: PostFields) =>
  request<MessageReply>(`${base[kind]}/update`, { method: 'put', json: { _id, ...fields } });

/** DELETE /api/findwork/delete or /api/findworker/delete. */
export const deletePost = (kind: PostKind, _id: string) =>
  request<MessageReply>(`${base[kind]}/delete`, { method: 'delete', json: { _id } });

/** GET /api/jobRoles/getRoles */
export const getJobRoles = async (query = '') =>
  (await request<JobRolesReply>('jobRoles/getRoles', query ? { searchParams: { query } } : {})).JobRoles;

/** GET /api/certificateOptions */
export const getCertificateOptions = async (query = '') =>
  (await request<CertificateOptionsReply>('certificateOptions', query ? { searchParams: { query } } : {}))
    .CertificateOptions;
