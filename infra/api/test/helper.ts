import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/** The real app, ready for `app.inject`, closed after the file's tests (CONVENTIONS: tests). */
export async function startTestApp() {
  const app = await buildApp({ ...loadConfig(), logLevel: 'silent' });
  await app.ready();
  return app;
}
