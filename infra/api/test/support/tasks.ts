import type { TestApp } from '../helper';
import { login, multipart, PNG_1X1, register } from './accounts';

export interface TaskPeople {
  /** Posts tasks; has a task payment method. */
  owner: string;
  /** Makes offers; has payout details. */
  tasker: string;
  /** Another tasker with payout details. */
  rival: string;
  /** Signed in, with neither payment set-up. */
  stranger: string;
}

/** Four signed-in users for the task tests, their tokens by part. */
export async function taskPeople(app: TestApp): Promise<TaskPeople> {
  const people = {
    owner: 'olivia@example.com.au',
    tasker: 'tom@example.com.au',
    rival: 'rita@example.com.au',
    stranger: 'sam@example.com.au',
  };
  const names = { owner: 'Olivia Owner', tasker: 'Tom Tasker', rival: 'Rita Rival', stranger: 'Sam Stranger' };
  const tokens: Record<string, string> = {};
  for (const [part, email] of Object.entries(people)) {
    await register(app, { email, name: names[part as keyof TaskPeople] });
    tokens[part] = (await login(app, email)).token;
  }
  await app.db
    .updateTable('users')
    .set({ task_payment_method_added: true })
    .where('email', '=', people.owner)
    .execute();
  await app.db
    .updateTable('users')
    .set({ payout_details_added: true })
    .where('email', 'in', [people.tasker, people.rival])
    .execute();
  return tokens as unknown as TaskPeople;
}

export const taskFields = (changes: Record<string, string> = {}) => ({
  title: 'Assemble a flat-pack wardrobe',
  description: 'Two-door wardrobe, tools on site.',
  originalBudget: '120',
  location: 'Newtown, New South Wales',
  fullAddress: '12 King Street, Newtown, New South Wales, Australia',
  dueDate: '',
  dueTime: '',
  isFlexible: 'true',
  isThisRemoteTask: 'false',
  ...changes,
});

export function postTask(app: TestApp, token: string, changes: Record<string, string> = {}, withImage = false) {
  const body = multipart(
    taskFields(changes),
    withImage ? { field: 'images', name: 'photo.png', type: 'image/png', content: PNG_1X1 } : undefined,
  );
  return app.inject({
    method: 'POST',
    url: '/api/tasks/postTask',
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
}

/** Calls the API as `token`; a JSON body when `payload` is given. */
export const callAs = (app: TestApp) => (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
