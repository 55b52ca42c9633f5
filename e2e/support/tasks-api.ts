import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, storeSession } from './session';

/*
 * Task data set up through the real API, for tests whose subject is a later step: the wizard and
 * the offer form have their own walk in tasks.spec.ts.
 */

interface Session {
  token: string;
  user: { _id: string; name: string };
}
// One login per account for the whole run: the API limits login attempts per account and minute.
const sessions = new Map<string, Promise<Session>>();

export function sessionOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Session> {
  let session = sessions.get(email);
  if (!session) {
    session = request.post('/api/login', { data: { email, password } }).then(async (response) => {
      if (!response.ok()) throw new Error(`login failed for ${email}: ${response.status()}`);
      return (await response.json()).data.UserObj as Session;
    });
    sessions.set(email, session);
  }
  return session;
}

export const apiToken = async (request: APIRequestContext, email: string, password = DEMO_PASSWORD) =>
  (await sessionOf(request, email, password)).token;

/** Shows the site as `email`, signed in as the site stores a session (product.md#session: `token` and `user`). */
export async function showAs(page: Page, request: APIRequestContext, email: string) {
  const { token, user } = await sessionOf(request, email);
  await storeSession(page, token, user);
}

/** Posts a task, remote unless `changes` give it a place (`isThisRemoteTask: 'false'`, a suburb and an address). */
export async function postTaskByApi(
  request: APIRequestContext,
  token: string,
  title: string,
  changes: Record<string, string> = {},
) {
  const response = await request.post('/api/tasks/postTask', {
    headers: { authorization: token },
    multipart: {
      title,
      description: 'Set up by the e2e test through the API.',
      originalBudget: '120',
      isFlexible: 'true',
      isThisRemoteTask: 'true',
      ...changes,
    },
  });
  if (response.status() !== 201) throw new Error(`postTask: ${response.status()} ${await response.text()}`);
  return (await response.json()).task._id as string;
}

export async function offerByApi(request: APIRequestContext, token: string, taskId: string, amount: number) {
  const response = await request.post(`/api/offers/submitOffer/${taskId}`, {
    headers: { authorization: token },
    data: { amount, message: 'I can do it this weekend, tools included.' },
  });
  if (response.status() !== 201) throw new Error(`submitOffer: ${response.status()} ${await response.text()}`);
}

/** Calls the API as `token` and fails loudly on an error status. */
export async function callByApi(request: APIRequestContext, token: string, path: string, data: object = {}) {
  const response = await request.post(`/api${path}`, { headers: { authorization: token }, data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

export async function taskByApi(request: APIRequestContext, token: string, taskId: string) {
  const response = await request.get(`/api/tasks/getTaskById/${taskId}`, { headers: { authorization: token } });
  return response.json();
}
