import type { TaskSummary } from '@fairgo/shared/contract';
import { uploadedFiles } from '../../helper';
import { multipart, PNG_1X1 } from '../../support/accounts';
import { postTask, taskFields, taskWorld } from '../../support/tasks';

describe('tasks: posting and the payment checks', () => {
  const { world, call, newTask, taskAs } = taskWorld();

  it('posts a task with an image, and lists it as the wizard and the cards need it', async () => {
    const response = await postTask(world.app, world.people.owner, { dueTime: 'Morning' }, true);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Task submitted successfully!');
    const taskId = response.json().task._id;

    const task = await taskAs(world.people.owner, taskId);
    expect(task).toMatchObject({
      title: 'Assemble a flat-pack wardrobe',
      originalBudget: 120,
      agreedBudget: null,
      location: 'Newtown, New South Wales',
      fullAddress: '12 King Street, Newtown, New South Wales, Australia',
      dueDate: null,
      dueTime: 'Morning',
      isFlexible: true,
      isThisRemoteTask: false,
      status: 'open',
      numberOfOffers: 0,
      numberOfQuestions: 0,
      createdBy: { name: 'Olivia Owner', profileImage: null },
      viewer: 'owner',
      feePercent: 10,
      messages: [],
    });
    // A tasker sees the suburb, not the street (the assignee will).
    expect(await taskAs(world.people.tasker, taskId)).toMatchObject({ viewer: 'public', fullAddress: null });
    expect(task.images).toEqual([expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/)]);

    const remote = await newTask({
      isThisRemoteTask: 'true',
      location: '',
      fullAddress: '',
      dueDate: '2099-01-31',
      isFlexible: 'false',
    });
    expect(await taskAs(world.people.owner, remote)).toMatchObject({
      location: null,
      fullAddress: null,
      dueDate: '2099-01-31',
      viewer: 'owner',
    });

    const all: TaskSummary[] = (await call(world.people.tasker, 'GET', '/api/tasks/getAllTasks')).json();
    expect(all.map((summary) => summary._id).sort()).toEqual([taskId, remote].sort());
    expect((await call(world.people.owner, 'GET', '/api/tasks/getUsersTasks')).json()).toHaveLength(2);
    expect((await call(world.people.tasker, 'GET', '/api/tasks/getUsersTasks')).json()).toEqual([]);
  });

  it.each([
    ['a title over 50 characters', { title: 'x'.repeat(51) }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, 'description'],
    ['a budget that is not a number', { originalBudget: '12a' }, 'originalBudget'],
    ['a suburb that is not on the list', { location: 'Atlantis, Nowhere' }, 'location'],
    [
      'an address outside the chosen suburb',
      { fullAddress: '1 Main Street, Bondi, New South Wales, Australia' },
      'fullAddress',
    ],
    ['no due date and no flexible flag', { isFlexible: 'false' }, 'dueDate'],
    ['a due date in the past', { isFlexible: 'false', dueDate: '2020-01-01' }, 'dueDate'],
    ['an unknown time of day', { dueTime: 'Midnight' }, 'dueTime'],
  ])('refuses a task with %s', async (_case, changes, field) => {
    const response = await postTask(world.app, world.people.owner, changes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await world.app.db.selectFrom('tasks').selectAll().execute()).toEqual([]);
  });

  it('keeps none of a refused task’s images: neither the files nor their records', async () => {
    const body = multipart(taskFields(), [
      { field: 'images', name: 'photo.png', type: 'image/png', content: PNG_1X1 },
      { field: 'images', name: 'notes.png', type: 'image/png', content: Buffer.from('not an image at all') },
    ]);
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/tasks/postTask',
      headers: { ...body.headers, authorization: world.people.owner },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file must be an image (PNG, JPEG, WebP or GIF).');
    expect(uploadedFiles(world.app)).toEqual([]);
    expect(await world.app.db.selectFrom('uploads').selectAll().execute()).toEqual([]);

    expect((await postTask(world.app, world.people.owner, {}, true)).statusCode).toBe(201);
    expect(uploadedFiles(world.app)).toHaveLength(1);
  });

  it('caps task images per account, whichever address they come from', async () => {
    // The probe's: 20 tasks a minute of 5 images from one address, then the same account from the next.
    const images = Array.from({ length: 5 }, (_, index) => ({
      field: 'images',
      name: `photo-${index}.png`,
      type: 'image/png',
      content: PNG_1X1,
    }));
    const post = (address: string) => {
      const body = multipart(taskFields(), images);
      return world.app.inject({
        method: 'POST',
        url: '/api/tasks/postTask',
        remoteAddress: address,
        headers: { ...body.headers, authorization: world.people.owner },
        payload: body.payload,
      });
    };
    const statuses: number[] = [];
    for (let task = 0; task < 14; task++) statuses.push((await post(`10.7.${task}.1`)).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(201));
    expect(statuses.slice(12)).toEqual([429, 429]);
    const refused = await post('10.8.0.1');
    expect(refused.json().message).toBe(
      'You have added 60 task images in the last hour. Please post this task without images, or wait a while.',
    );
    expect(uploadedFiles(world.app)).toHaveLength(60);
    // A task without images still goes.
    expect((await postTask(world.app, world.people.owner)).statusCode).toBe(201);
  });

  it('needs a signed-in poster with a task payment method', async () => {
    expect((await postTask(world.app, '')).statusCode).toBe(401);
    const refused = await postTask(world.app, world.people.stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need to verify your payment details to proceed.');

    const check = await call(world.people.stranger, 'GET', '/api/tasks/checkIfUserHasTaskPaymentMethod');
    expect(check.json()).toEqual({
      taskPaymentMethodAdded: false,
      url: expect.stringMatching(/^http:\/\/localhost:\d+\/api\/payments\/dev\/checkout\/cs_dev_[0-9a-f]{24}$/),
    });
    expect(
      (await call(world.people.owner, 'GET', '/api/tasks/checkIfUserHasTaskPaymentMethod')).json()
        .taskPaymentMethodAdded,
    ).toBe(true);
    const payout = await call(world.people.stranger, 'GET', '/api/tasks/checkIfUserHasTaskPaymentOutMethodAdded');
    expect(payout.json()).toEqual({
      taskPaymentMethodAdded: false,
      url: expect.stringMatching(/\/api\/payments\/dev\/onboarding\/al_dev_[0-9a-f]{24}$/),
    });
    expect(
      (await call(world.people.tasker, 'GET', '/api/tasks/checkIfUserHasTaskPaymentOutMethodAdded')).json()
        .taskPaymentMethodAdded,
    ).toBe(true);
    expect((await world.app.inject({ method: 'GET', url: '/api/tasks/getAllTasks' })).statusCode).toBe(401);
  });
});
