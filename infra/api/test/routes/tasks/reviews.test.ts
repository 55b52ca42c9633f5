import { DAYS } from '@fairgo/shared/contract';
import { asAdmin, taskWorld } from '../../support/tasks';

describe('tasks: reviews after completion, double-blind, within 14 days', () => {
  const { world, call, taskAs, acceptedTask } = taskWorld('2026-11-20T09:00:00Z');

  const completedTask = async () => {
    const taskId = await acceptedTask();
    expect((await call(world.people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(
      200,
    );
    expect((await call(world.people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).statusCode).toBe(200);
    return taskId;
  };
  const review = (token: string, taskId: string, rating: unknown = 5, comment: unknown = 'Great work.') =>
    call(token, 'POST', `/api/tasks/review/${taskId}`, { rating, comment });
  const userId = async (token: string) => (await world.app.userForToken(token))!.id;
  const profile = async (token: string, id: string) => (await call(token, 'GET', `/api/people/${id}`)).json();
  /** The rating on the card of a post `userId` lists on /find-worker, as a visitor sees it. */
  const cardRating = async (userId: string) => {
    const cards = (await world.app.inject({ method: 'GET', url: '/api/findworker/workers' })).json();
    return cards.find((card: { postCreatedBy: { _id: string } }) => card.postCreatedBy._id === userId)?.postCreatedBy
      .rating;
  };
  const listWorker = (userId: string) =>
    world.app.db
      .insertInto('worker_posts')
      .values({
        user_id: userId,
        name: 'Tom Tasker',
        job: 'Handyman',
        phone: '0412345678',
        email: 'tom@example.com.au',
        location: 'Newtown, New South Wales',
        availability: JSON.stringify(Object.fromEntries(DAYS.map((day) => [day, day === 'Monday']))),
      })
      .execute();

  it('opens only on a completed task, to its owner and assignee, once each', async () => {
    const taskId = await acceptedTask();
    expect((await review(world.people.owner, taskId)).statusCode).toBe(409);
    await call(world.people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`);
    await call(world.people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`);
    expect((await review(world.people.rival, taskId)).statusCode).toBe(403);
    for (const bad of [0, 6, 4.5, '5', null])
      expect((await review(world.people.owner, taskId, bad)).statusCode).toBe(400);
    expect((await review(world.people.owner, taskId, 5, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await review(world.people.owner, taskId, 5, '')).statusCode).toBe(200);
    const again = await review(world.people.owner, taskId, 1, 'Changed my mind');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this task. Reviews cannot be changed.');
  });

  it('shows neither review until both are written, then both, in ratings and on the profile', async () => {
    const taskId = await completedTask();
    const tasker = await userId(world.people.tasker);
    const owner = await userId(world.people.owner);
    expect((await taskAs(world.people.owner, taskId)).reviews).toMatchObject({
      mine: null,
      theirs: null,
      theirsWritten: false,
      canReview: true,
      otherName: 'Tom Tasker',
      windowEndsOn: '2026-12-04T09:00:00.000Z',
    });
    expect((await taskAs(world.people.rival, taskId)).reviews).toBeNull();

    await review(world.people.owner, taskId, 4, 'Tidy and quick.');
    const taskerView = (await taskAs(world.people.tasker, taskId)).reviews!;
    expect(taskerView).toMatchObject({ mine: null, theirs: null, theirsWritten: true, canReview: true });
    expect((await profile(world.people.rival, tasker)).rating).toEqual({ average: null, count: 0 });
    expect((await profile(world.people.rival, tasker)).reviews).toEqual([]);
    await listWorker(tasker);
    expect(await cardRating(tasker)).toEqual({ average: null, count: 0 });

    await review(world.people.tasker, taskId, 5, 'Clear instructions, paid on time.');
    expect((await taskAs(world.people.tasker, taskId)).reviews).toMatchObject({
      mine: { rating: 5, comment: 'Clear instructions, paid on time.' },
      theirs: { rating: 4, comment: 'Tidy and quick.', reviewer: { name: 'Olivia Owner' } },
      canReview: false,
    });
    const taskerProfile = await profile(world.people.rival, tasker);
    expect(taskerProfile).toMatchObject({
      name: 'Tom Tasker',
      rating: { average: 4, count: 1 },
      completedTasks: 1,
      badges: [],
      reviews: [expect.objectContaining({ rating: 4, taskTitle: 'Assemble a flat-pack wardrobe' })],
    });
    expect(taskerProfile).not.toHaveProperty('email');
    expect((await profile(world.people.rival, owner)).rating).toEqual({ average: 5, count: 1 });
    expect(await cardRating(tasker)).toEqual({ average: 4, count: 1 });
    const [card] = (await call(world.people.rival, 'GET', '/api/tasks/getAllTasks')).json();
    expect(card.createdBy.rating).toEqual({ average: 5, count: 1 });
  });

  it('shows a lone review once the 14 days close, and takes none after', async () => {
    const taskId = await completedTask();
    const tasker = await userId(world.people.tasker);
    await review(world.people.owner, taskId, 2, 'Late by a day.');
    world.now = new Date('2026-12-04T08:59:59Z');
    expect((await profile(world.people.rival, tasker)).rating.count).toBe(0);
    world.now = new Date('2026-12-04T09:00:00Z');
    expect((await profile(world.people.rival, tasker)).rating).toEqual({ average: 2, count: 1 });
    expect((await taskAs(world.people.tasker, taskId)).reviews).toMatchObject({
      theirs: { rating: 2 },
      canReview: false,
    });
    const late = await review(world.people.tasker, taskId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Reviews close 14 days after the task is completed.');
  });

  it('lets only an admin hide a review, with a reason; a hidden review no longer counts', async () => {
    const taskId = await completedTask();
    const tasker = await userId(world.people.tasker);
    await review(world.people.owner, taskId, 1, 'Rude words here.');
    await review(world.people.tasker, taskId, 5);
    const [shown] = (await profile(world.people.rival, tasker)).reviews;
    const hide = (token: string, body: object) => call(token, 'POST', `/api/reports/hideReview/${shown._id}`, body);
    expect((await hide(world.people.rival, { reason: 'Abusive' })).statusCode).toBe(403);
    const admin = await asAdmin(world.app, world.people.stranger);
    expect((await hide(admin, { reason: ' ' })).statusCode).toBe(400);
    expect((await hide(admin, { reason: 'Abusive language' })).statusCode).toBe(200);
    expect((await hide(admin, { reason: 'Again' })).statusCode).toBe(404);
    expect(await profile(world.people.rival, tasker)).toMatchObject({
      rating: { average: null, count: 0 },
      reviews: [],
    });
    const row = await world.app.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', shown._id)
      .executeTakeFirstOrThrow();
    expect(row.hidden_reason).toBe('Abusive language');
  });
});
