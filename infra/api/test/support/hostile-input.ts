import fc from 'fast-check';
import { multipart, PNG_1X1, registration } from './accounts';
import { taskFields } from './tasks';

// What a hostile client sends, for the fuzz test (fuzz.test.ts): text, JSON and multipart bodies.

/** Values a client controls, as text: valid-looking, boundary and hostile. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '0',
    '-1',
    '1e309',
    'NaN',
    'true',
    '[]',
    '{}',
    '2027-02-30',
    '2026-13-45',
    '9'.repeat(300),
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(20_000),
  ),
);
/** JSON values of any shape, coerced types and nesting included. */
export const hostileJson = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean())),
);

/** A multipart body as a browser's FormData sends it: the fields forms send, images or not, maybe cut short. */
const FORM_FIELDS = [...new Set([...Object.keys(registration()), ...Object.keys(taskFields()), 'extra'])];
export const hostileMultipart = fc
  .record({
    fields: fc.dictionary(fc.constantFrom(...FORM_FIELDS), hostileText),
    files: fc.array(
      fc.record({
        field: fc.constantFrom('images', 'profileImage', 'other'),
        name: fc.constantFrom('photo.png', '../../x.png', '\u0000.png', ''),
        type: fc.constantFrom('image/png', 'text/html', ''),
        content: fc.oneof(
          fc.constant(PNG_1X1),
          fc.constant(PNG_1X1.subarray(0, 20)),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        ),
      }),
      { maxLength: 3 },
    ),
    cutAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ fields, files, cutAt }) => {
    const body = multipart(fields, files);
    const payload = cutAt === null ? body.payload : body.payload.subarray(0, Math.floor(body.payload.length * cutAt));
    return { multipart: true as const, headers: body.headers, payload };
  });

type HostileMultipart = { multipart: true; headers: Record<string, string>; payload: Buffer };
export const isMultipart = (body: unknown): body is HostileMultipart =>
  typeof body === 'object' && body !== null && (body as Partial<HostileMultipart>).multipart === true;
