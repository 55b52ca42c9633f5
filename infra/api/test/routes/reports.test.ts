import { ACCOUNT_SUSPENDED, type AdminReport } from '@fairgo/shared/contract';
import { testPostFields } from '@fairgo/testing';
import { startTestApp, type TestApp } from '../helper';
import { asAdmin, taskPeople, taskSteps, TASK_PEOPLE_EMAILS, type TaskPeople } from '../support/tasks';

describe('reports: filed by anyone signed in, acted on by admins', () => {
  let app: TestApp;
  let people: TaskPeople;
  let admin: string;

  beforeEach(async () => {
    app = await startTestApp();
    people = await taskPeople(app);
    admin = await asAdmin(app, people.stranger);
  });
  afterEach(() => app.close());
  const { call, newTask, taskAs, offer, acceptedTask, notificationsOf } = taskSteps(() => ({ app, people }));
  const report = (token: string, subject: string, subjectId: string, changes: object = {}) =>
    call(token, 'POST', '/api/reports', {
      subject,
      subjectId,
      reason: 'Scam or fraud',
      note: 'Asked me to pay cash.',
      ...changes,
    });
  const openReports = async () => (await call(admin, 'GET', '/api/reports')).json().reports as AdminReport[];
  // Hiding and suspending take the admin's reason; dismissing may.
  const act = (reportId: string, action: string, token = admin, reason = 'Checked: breaks the rules.') =>
    call(token, 'POST', `/api/reports/${reportId}/${action}`, { reason });
  const login = (email: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'correct horse battery' } });

  it('takes a report of each kind of content, but not of one’s own, not twice, and not with a bad reason', async () => {
    const taskId = await newTask();
    const asked = await call(people.rival, 'POST', `/api/questions/askQuestion/${taskId}`, { question: 'Cash?' });
    await offer(people.tasker, taskId, 100);
    const [acceptedOffer] = (await taskAs(people.owner, taskId)).offers;
    await call(people.owner, 'POST', `/api/offers/acceptOffer/${acceptedOffer!._id}`);
    await call(people.owner, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'Pay me outside FairGo' });
    const [message] = (await taskAs(people.tasker, taskId)).messages;
    await call(people.tasker, 'POST', '/api/findworker/submit', testPostFields());
    const listing = await app.db.selectFrom('worker_posts').select('id').executeTakeFirstOrThrow();
    const owner = (await app.userForToken(people.owner))!.id;

    expect((await report(people.rival, 'task', taskId)).statusCode).toBe(201);
    expect((await report(people.rival, 'task', taskId)).statusCode).toBe(409);
    expect((await report(people.owner, 'task', taskId)).statusCode).toBe(403);
    expect((await report(people.rival, 'offer', acceptedOffer!._id)).statusCode).toBe(201);
    expect((await report(people.owner, 'question', asked.json().question._id)).statusCode).toBe(201);
    // A message is seen by its task's two sides only: others cannot report (or learn of) it.
    expect((await report(people.rival, 'message', message!._id)).statusCode).toBe(404);
    expect((await report(people.tasker, 'message', message!._id)).statusCode).toBe(201);
    expect((await report(people.owner, 'workerListing', listing.id)).statusCode).toBe(201);
    expect((await report(people.tasker, 'profile', owner)).statusCode).toBe(201);
    expect((await report(people.tasker, 'jobListing', listing.id)).statusCode).toBe(404);
    expect((await report(people.tasker, 'task', taskId, { reason: 'Because' })).statusCode).toBe(400);
    expect((await report(people.tasker, 'task', taskId, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await report(people.tasker, 'planet', taskId)).statusCode).toBe(400);

    expect((await call(people.rival, 'GET', '/api/reports')).statusCode).toBe(403);
    const reports = await openReports();
    expect(reports).toHaveLength(6);
    expect(reports[0]).toMatchObject({
      subject: 'task',
      excerpt: 'Assemble a flat-pack wardrobe',
      link: `/tasks/task/${taskId}`,
      reportedUser: { name: 'Olivia Owner', email: TASK_PEOPLE_EMAILS.owner },
      reporter: { name: 'Rita Rival' },
      reason: 'Scam or fraud',
      note: 'Asked me to pay cash.',
      status: 'open',
    });
  });

  it('keeps reported content visible until an admin hides it; then it leaves every public view', async () => {
    const taskId = await newTask();
    await offer(people.tasker, taskId, 100);
    const [pending] = (await taskAs(people.owner, taskId)).offers;
    await report(people.owner, 'offer', pending!._id);
    await report(people.rival, 'offer', pending!._id, { reason: 'Spam or advertising' });
    await report(people.rival, 'task', taskId);
    expect((await taskAs(people.rival, taskId)).offers).toHaveLength(1);

    const [offerReport, , taskReport] = await openReports();
    expect((await act(offerReport!._id, 'hide', people.rival)).statusCode).toBe(403);
    expect((await act(offerReport!._id, 'hide')).statusCode).toBe(200);
    expect((await act(offerReport!._id, 'dismiss')).statusCode).toBe(409);
    // Both reports of the offer closed with it; the task's report stays open.
    expect((await openReports()).map((r) => r._id)).toEqual([taskReport!._id]);
    expect((await taskAs(people.owner, taskId)).offers).toEqual([]);
    expect((await taskAs(people.owner, taskId)).numberOfOffers).toBe(0);

    expect((await act(taskReport!._id, 'hide')).statusCode).toBe(200);
    expect((await call(people.rival, 'GET', `/api/tasks/getTaskById/${taskId}`)).statusCode).toBe(404);
    const list = (await call(people.rival, 'GET', '/api/tasks/getAllTasks')).json() as { _id: string }[];
    expect(list.map((task) => task._id)).not.toContain(taskId);
    expect((await taskAs(people.owner, taskId)).title).toBe('Assemble a flat-pack wardrobe');
  });

  it('suspends a user: refused at sign-in with a message, signed out, listings and open tasks gone', async () => {
    const taskId = await newTask();
    await call(people.owner, 'POST', '/api/findwork/submit', testPostFields());
    const owner = (await app.userForToken(people.owner))!.id;
    await report(people.tasker, 'profile', owner);
    const [profileReport] = await openReports();
    expect((await act(profileReport!._id, 'hide')).statusCode).toBe(409);
    expect((await act(profileReport!._id, 'suspend')).statusCode).toBe(200);

    const refused = await login(TASK_PEOPLE_EMAILS.owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: `${ACCOUNT_SUSPENDED} Reason: Checked: breaks the rules.`,
      code: 'suspended',
    });
    expect((await login('nobody@example.com.au')).statusCode).toBe(400);
    // Signed in at the time: the next request is refused, saying why.
    const signedOut = await call(people.owner, 'GET', '/api/tasks/getAllTasks');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'suspended', message: expect.stringContaining('breaks the rules') });
    const tasks = (await call(people.rival, 'GET', '/api/tasks/getAllTasks')).json() as { _id: string }[];
    expect(tasks.map((task) => task._id)).not.toContain(taskId);
    expect((await call(people.rival, 'GET', `/api/tasks/getTaskById/${taskId}`)).statusCode).toBe(404);
    expect((await offer(people.rival, taskId)).statusCode).toBe(409);
    // Nobody asks about a task the public cannot see.
    const asked = await call(people.rival, 'POST', `/api/questions/askQuestion/${taskId}`, { question: 'Still on?' });
    expect(asked.statusCode).toBe(404);
    const listings = await app.inject({ method: 'GET', url: '/api/findwork/advisers' });
    expect(listings.json()).toEqual([]);
    expect((await call(people.rival, 'GET', `/api/people/${owner}`)).statusCode).toBe(404);
  });

  it('suspends a tasker: their pending offers go, owners are told, and an accepted task is cancelled by its owner alone', async () => {
    const open = await newTask();
    await offer(people.tasker, open, 100);
    const [pending] = (await taskAs(people.owner, open)).offers;
    const accepted = await acceptedTask();
    const tasker = (await app.userForToken(people.tasker))!.id;
    await report(people.owner, 'profile', tasker);
    const [profileReport] = await openReports();
    expect((await act(profileReport!._id, 'suspend')).statusCode).toBe(200);

    const withdrawn = await app.db
      .selectFrom('offers')
      .select('status')
      .where('id', '=', pending!._id)
      .executeTakeFirst();
    expect(withdrawn!.status).toBe('withdrawn');
    expect((await notificationsOf(people.owner)).map((each) => each.message)).toContain(
      'An offer on "Assemble a flat-pack wardrobe" was withdrawn: its tasker\'s account is suspended.',
    );
    expect((await call(people.owner, 'POST', `/api/offers/acceptOffer/${pending!._id}`)).statusCode).toBe(409);

    // The suspended tasker cannot answer a request to cancel: the owner's request is the cancellation.
    const cancelled = await call(people.owner, 'POST', `/api/tasks/requestCancellation/${accepted}`, {
      reason: 'The tasker was suspended.',
    });
    expect(cancelled.json()).toEqual({ message: 'Task cancelled.', outcome: 'cancelled' });
    const task = await app.db.selectFrom('tasks').select('status').where('id', '=', accepted).executeTakeFirst();
    expect(task!.status).toBe('cancelled');
    const hold = await app.db
      .selectFrom('payments')
      .select('status')
      .where('task_id', '=', accepted)
      .executeTakeFirst();
    expect(hold!.status).toBe('released');
  });

  it('refuses to accept the offer of a tasker suspended while it was pending', async () => {
    const taskId = await newTask();
    await offer(people.tasker, taskId, 100);
    const [pending] = (await taskAs(people.owner, taskId)).offers;
    const tasker = (await app.userForToken(people.tasker))!.id;
    await app.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', tasker).execute();
    const accepted = await call(people.owner, 'POST', `/api/offers/acceptOffer/${pending!._id}`);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe("This tasker's account is suspended, so their offer cannot be accepted.");
    expect(await app.db.selectFrom('payments').selectAll().execute()).toEqual([]);
  });

  it('needs a reason to hide or suspend, and keeps each outcome and reason as the reported user’s history', async () => {
    const first = await newTask();
    const second = await newTask({ title: 'Paint the fence' });
    await report(people.rival, 'task', first);
    await report(people.rival, 'task', second);
    const [firstReport, secondReport] = await openReports();
    expect((await act(firstReport!._id, 'hide', admin, '  ')).statusCode).toBe(400);
    expect((await call(admin, 'POST', `/api/reports/${firstReport!._id}/suspend`, {})).statusCode).toBe(400);
    expect((await act(firstReport!._id, 'hide', admin, 'Asks for cash outside FairGo.')).statusCode).toBe(200);
    const [open] = await openReports();
    expect(open!._id).toBe(secondReport!._id);
    expect(open!.history).toEqual([
      {
        status: 'hidden',
        reason: 'Asks for cash outside FairGo.',
        resolvedOn: expect.any(String),
        resolvedBy: expect.any(String),
      },
    ]);
  });

  it('dismisses a report and leaves the content as it was; admins cannot be suspended', async () => {
    const taskId = await newTask();
    await report(people.rival, 'task', taskId);
    const [taskReport] = await openReports();
    expect((await act(taskReport!._id, 'dismiss')).statusCode).toBe(200);
    expect(await openReports()).toEqual([]);
    expect((await taskAs(people.rival, taskId)).title).toBe('Assemble a flat-pack wardrobe');

    await report(people.owner, 'profile', (await app.userForToken(admin))!.id);
    const [adminReport] = await openReports();
    expect((await act(adminReport!._id, 'suspend')).statusCode).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await act(unknown, 'dismiss')).statusCode).toBe(404);
  });
});
