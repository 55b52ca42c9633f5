import { CertificateOptionsReply, OptionsQuery } from '../../posts/contract';
import type { RouteTable } from '../route';

/** /api/certificateOptions: the posting form's certificates. */
export const certificateOptionsApi = {
  'GET certificateOptions': { query: OptionsQuery, replies: { 200: CertificateOptionsReply }, failures: [400] },
} as const satisfies RouteTable;
