import type { FastifyRequest } from 'fastify';
import { refuseControlCharacters } from '../plugins/input-rules';
import { badRequest } from './http-errors';

/**
 * Reads a multipart form: its text fields, and the non-empty files sent in the field `fileField`
 * (at most `maxFiles`; more is a 400, and so is a file in any other field, before it is read). Sizes are limited by the multipart plugin (app.ts); a field with
 * a control character is a 400 naming it, as in a JSON body (plugins/input-rules.ts); a body cut short is a 400.
 */
export async function readMultipart(request: FastifyRequest, fileField: string, maxFiles = 1) {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // A file this form does not take is refused before a byte of it is read.
        if (part.fieldname !== fileField) throw badRequest(`${fileField}: this form takes a file in this field only.`);
        const content = await part.toBuffer();
        if (content.length === 0) continue;
        if (files.length === maxFiles)
          throw badRequest(`At most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} can be sent.`);
        files.push(content);
      } else if (typeof part.value === 'string') {
        refuseControlCharacters({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // A body cut short or not multipart inside (the parser's own errors carry no status) is the client's.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('The form arrived incomplete. Please send it again.');
  }
  return { fields, files, file: files[0] };
}
