import { Type } from 'typebox';
import type { RouteTable } from '../route';

const UploadParams = Type.Object({ name: Type.String({ maxLength: 60 }) });

/** /api/uploads/:name: a stored image, as its checked type says. */
export const uploadsApi = {
  'GET uploads/:name': { params: UploadParams, file: true, failures: [400, 404] },
} as const satisfies RouteTable;
