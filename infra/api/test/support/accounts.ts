import type { TestApp } from '../helper';

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const registration = (changes: Record<string, string> = {}) => ({
  name: 'Casey Worker',
  email: 'casey@example.com.au',
  password: 'correct horse battery',
  phone: '0412345678',
  role: 'worker',
  location: 'Newtown, New South Wales',
  company: '',
  howDidYouHearAboutUs: 'Google',
  ...changes,
});

type FilePart = { field: string; name: string; type: string; content: Buffer };

/** A multipart body as a browser's FormData sends it: these fields and files (one file, or several). */
export function multipart(fields: Record<string, string>, files?: FilePart | FilePart[]) {
  const boundary = '----fairgo-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files === undefined ? [] : [files].flat()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function register(
  app: TestApp,
  changes: Record<string, string> = {},
  file?: Parameters<typeof multipart>[1],
) {
  return app.inject({ method: 'POST', url: '/api/register', ...multipart(registration(changes), file) });
}

export async function login(app: TestApp, email = 'casey@example.com.au', password = 'correct horse battery') {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return { response, token: response.statusCode === 200 ? (response.json().data.UserObj.token as string) : '' };
}

/** The id of the account registered with `email`. */
export async function userIdOf(app: TestApp, email = 'casey@example.com.au') {
  const { id } = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return id;
}
