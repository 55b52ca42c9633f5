import type { Task } from '@fairgo/shared/contract';
import { startTestApp, type TestApp } from '../helper';
import { login, multipart, PNG_1X1, register } from './accounts';
import { setUpThroughProvider } from './payments';

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

/** The e-mail addresses of the task tests' people, by part. */
export const TASK_PEOPLE_EMAILS: Record<keyof TaskPeople, string> = {
  owner: 'olivia@example.com.au',
  tasker: 'tom@example.com.au',
  rival: 'rita@example.com.au',
  stranger: 'sam@example.com.au',
};

/** Four signed-in users for the task tests, their tokens by part. */
export async function taskPeople(app: TestApp): Promise<TaskPeople> {
  const people = TASK_PEOPLE_EMAILS;
  const names = { owner: 'Olivia Owner', tasker: 'Tom Tasker', rival: 'Rita Rival', stranger: 'Sam Stranger' };
  const tokens: Record<string, string> = {};
  for (const [part, email] of Object.entries(people)) {
    await register(app, { email, name: names[part as keyof TaskPeople] });
    tokens[part] = (await login(app, email)).token;
  }
  // Set up as people do: through the development provider's hosted pages, confirmed by its webhook.
  await setUpThroughProvider(app, tokens.owner!, 'taskPaymentMethod');
  await setUpThroughProvider(app, tokens.tasker!, 'payouts');
  await setUpThroughProvider(app, tokens.rival!, 'payouts');
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

/** The task tests' shared steps, on whichever app and people the test has now (they change in beforeEach). */
export function taskSteps(current: () => { app: TestApp; people: TaskPeople }) {
  const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(current().app)(...args);
  const newTask = async (changes: Record<string, string> = {}) => {
    const { app, people } = current();
    const response = await postTask(app, people.owner, changes);
    expect(response.statusCode).toBe(201);
    return response.json().task._id as string;
  };
  const taskAs = async (token: string, taskId: string, variant = 'getTaskById') =>
    (await call(token, 'GET', `/api/tasks/${variant}/${taskId}`)).json() as Task;
  const offer = (token: string, taskId: string, amount = 100, message = 'I can do it on Saturday.') =>
    call(token, 'POST', `/api/offers/submitOffer/${taskId}`, { amount, message });
  const notificationsOf = async (token: string) => {
    const { app } = current();
    const user = await app.userForToken(token);
    return app.db
      .selectFrom('notifications')
      .select(['message', 'action_url'])
      .where('user_id', '=', user!.id)
      .orderBy('created_at')
      .execute();
  };
  const acceptedTask = async () => {
    const { people } = current();
    const taskId = await newTask();
    expect((await offer(people.tasker, taskId, 150)).statusCode).toBe(201);
    const [tasker] = (await taskAs(people.owner, taskId)).offers;
    expect((await call(people.owner, 'POST', `/api/offers/acceptOffer/${tasker!._id}`)).statusCode).toBe(200);
    return taskId;
  };
  return { call, newTask, taskAs, offer, notificationsOf, acceptedTask };
}

/**
 * The task tests' world, made anew before each test of the `describe` it is called in and closed
 * after it: an API with the task people signed in, and the steps to drive it. Given `startsAt`, the
 * API's clock reads `world.now`, which a test moves on.
 */
export function taskWorld(startsAt?: string) {
  const world = { app: undefined as unknown as TestApp, people: undefined as unknown as TaskPeople, now: new Date(0) };
  beforeEach(async () => {
    if (startsAt) world.now = new Date(startsAt);
    world.app = await startTestApp({}, startsAt ? { clock: () => world.now } : {});
    world.people = await taskPeople(world.app);
  });
  afterEach(() => world.app.close());
  return { world, ...taskSteps(() => world) };
}

/** Makes the user of `token` an administrator; answers the token. */
export async function asAdmin(app: TestApp, token: string) {
  const user = await app.userForToken(token);
  await app.db.updateTable('users').set({ is_admin: true }).where('id', '=', user!.id).execute();
  return token;
}
