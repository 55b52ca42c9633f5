import { ProfilePictureReply } from '../../accounts/contract';
import { MessageReply } from '../common';
import type { RouteTable } from '../route';

/** /api/register: an account is made (multipart: the form, and a profile picture). */
export const registerApi = {
  'POST register': {
    multipart: true,
    idempotent: true,
    replies: { 200: MessageReply },
    failures: [400, 409, 413, 429],
  },
  'POST register/updateProfilePicture': {
    multipart: true,
    replies: { 200: ProfilePictureReply },
    failures: [400, 401, 413, 429],
  },
} as const satisfies RouteTable;
