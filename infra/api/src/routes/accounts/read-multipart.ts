import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors';

/** Reads a multipart form: its text fields, and the one file field named `fileField` if sent. */
export async function readMultipart(request: FastifyRequest, fileField: string) {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.fieldname === fileField && content.length > 0) file = content;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
