import { request as httpRequest } from 'node:http';
import { SITE_URL } from '../support/site';
import { expect, test } from '../support/fixtures';

// The site's one origin passes /api on to the API: a refusal reaches the browser as the API gave it.
test('a body too large for the API is refused with its 413 through the site, never a 500', async ({ request }) => {
  const data = JSON.stringify({ name: 'Big', message: 'a'.repeat(2_000_000) });
  for (const headers of [{}, { expect: '100-continue' }] as Record<string, string>[]) {
    const response = await request.post('/api/feedback', {
      data,
      headers: { 'content-type': 'application/json', ...headers },
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({
      message: 'That is too large to send (files at most 5 MB, forms at most 1 MB).',
    });
  }
});

test('the API refuses hostile input through the site with a 400 naming the field', async ({ request }) => {
  const response = await request.get('/api/findworker/filterworkers?jobs=a%00&locations=');
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ message: 'jobs must not contain control characters' });
});

test('a body sent in chunks, with no length announced, is refused with the API’s 413 too', async () => {
  let answered = false;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = httpRequest(
      `${SITE_URL}/api/feedback`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (response) => {
        answered = true;
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      },
    );
    // Once the answer is in, the server may close the connection on the rest of the body.
    sent.on('error', (error) => (answered ? undefined : reject(error)));
    void (async () => {
      sent.write('{"name":"Big","message":"');
      // Chunks as a slow client sends them, until the site answers (at most 2.5 MB).
      for (let chunk = 0; chunk < 40 && !answered; chunk++) {
        sent.write('a'.repeat(64 * 1024));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (!answered) sent.end('"}');
    })();
  });
  const { status, body } = await answer;
  expect(status).toBe(413);
  expect(JSON.parse(body)).toEqual({ message: 'That is too large to send (files at most 5 MB, forms at most 1 MB).' });
});

test('the API describes itself through the site: OpenAPI 3.1, and a reference page that reads it', async ({
  site: page,
  request,
}) => {
  const description = await (await request.get('/api/openapi.json')).json();
  expect(description.openapi).toBe('3.1.0');
  expect(description.paths['/api/offers/submitOffer/{taskId}'].post.operationId).toBe(
    'POST offers/submitOffer/:taskId',
  );
  await page.goto('/api/reference/');
  await expect(page.getByRole('heading', { name: /FairGo API/ })).toBeVisible();
  // 125 operations by folder: the page draws those near the screen, and filters by folder.
  await page.getByPlaceholder('Filter by tag').fill('offers');
  await expect(page.getByRole('heading', { name: /^offers/ })).toBeVisible();
  await expect(page.locator('[data-path="/api/offers/submitOffer/{taskId}"]')).toBeVisible();
});
