import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

// Control characters PostgreSQL refuses (NUL) or nobody types: C0 and DEL. Free text (the fields a
// form writes in a text area) may keep its line breaks and tabs; every other field (a title, a name,
// a suburb), a query value or a path segment may not: a CR/LF in a title would break every line it is
// shown on, an e-mail's subject included.
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/;
/* eslint-enable no-control-regex */

/** The body fields that take free text, several lines of it: every other string is one line. */
export const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'answer',
  'body',
  'comment',
  'description',
  'message',
  'note',
  'question',
  'reason',
]);

const MAX_NESTING = 16;

/**
 * The path of the first value under `value` that `bad` picks ('email', 'jobs.0'), or of the object whose
 * field name it picks; undefined when there is none. `bad` hears the value and the name of the field
 * it is in (the nearest one that is not a list index).
 */
function findField(
  value: unknown,
  bad: (leaf: unknown, field: string) => boolean,
  path = '',
  depth = 0,
  field = '',
): string | undefined {
  if (bad(value, field)) return path;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  // No body the API takes nests deeper; a deeper one is refused before it costs a stack.
  if (depth >= MAX_NESTING) throw badRequest(`${path || 'body'} is nested too deeply (at most ${MAX_NESTING} levels)`);
  for (const [key, inner] of Object.entries(value)) {
    if (bad(key, '')) return path || 'a field name';
    const found = findField(inner, bad, path ? `${path}.${key}` : key, depth + 1, Array.isArray(value) ? field : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Throws the 400 for a control character in `value`, naming the field it is in: none at all in a
 * query or a path (`multiline: false`), and in a body none but the line breaks and tabs of free text.
 */
export function refuseControlCharacters(value: unknown, { multiline = true, part = 'body' } = {}) {
  const field = findField(
    value,
    (leaf, name) =>
      typeof leaf === 'string' &&
      (multiline && FREE_TEXT_FIELDS.has(name) ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(leaf),
  );
  if (field !== undefined) throw badRequest(`${field || part} must not contain control characters`);
}

/** A number the query or the path cannot hold: Ajv reads `?limit=1e309` as Infinity, and lets it pass. */
const notFinite = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);

/** An empty query value means "no filter" (the spec's client sends every filter key): it is left out. */
function dropEmptyQueryValues(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) {
    if (value === '') delete query[key];
    else if (Array.isArray(value)) {
      const kept = value.filter((entry) => entry !== '');
      if (kept.length === 0) delete query[key];
      else query[key] = kept;
    }
  }
}

// Fastify's validators, but a JSON body is taken as sent: `"amount": true` is not an amount of 1, nor
// `[50]` one of 50. Query strings and path segments are text, so there numbers and lists are read
// from it (`?page=2`, `?jobs=a&jobs=b` or `?jobs=a`), as Fastify does by default.
const validators = AjvCompiler();
const bodyValidator = validators({}, { customOptions: { coerceTypes: false } });
const textValidator = validators({}, { customOptions: {} });
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) =>
  (route.httpPart === 'body' ? bodyValidator : textValidator)(route);

/**
 * One input rule for the whole API, before any route's schema sees the input: empty query
 * values are absent, and a control character anywhere in the query, the path or a JSON body is a 400
 * naming the field (multipart fields are checked as they are read, lib/read-multipart.ts); after the
 * schema has read numbers out of the query and the path, one that is not finite is a 400 too.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      dropEmptyQueryValues(request);
      refuseControlCharacters(request.query, { multiline: false, part: 'query' });
      refuseControlCharacters(request.params, { multiline: false, part: 'path' });
      refuseControlCharacters(request.body);
    });
    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['query', request.query],
        ['path', request.params],
      ] as const) {
        const field = findField(value, (leaf) => notFinite(leaf));
        if (field !== undefined) throw badRequest(`${field || part} must be a finite number`);
      }
    });
  },
  { name: 'input-rules' },
);
