import { type ApiRoute, formatMoney, MAX_TASK_IMAGES, NewTaskFields } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contactOf } from '../../accounts/user-store';
import type { ApiConfig } from '../../config';
import { forbidden, HttpError } from '../../lib/http-errors';
import { readMultipart } from '../../lib/read-multipart';
import { startCheckout } from '../../payments/checkouts';
import type { UserRow } from '../../plugins/auth';
import { parseWith } from '../../lib/validate';
import { confirmCompletion, markCompletedByAssignee, notDoneYet, withLockedTask } from '../../tasks/task-lifecycle';
import { matchQuietly } from '../../saved-searches/matching';
import { taskSubject } from '../../saved-searches/search-keys';
import { sendMessage } from '../../tasks/task-conversation';
import { taskUrl } from '../../tasks/task-notifications';
import { addTask, checkNewTask } from '../../tasks/new-task';
import { findTask, listTasks, loadTask, type TaskList } from '../../tasks/task-store';
import { taskSearchCondition } from '../../tasks/task-search';
import cancelAndReviewRoutes from './cancel-and-review';
import { declared } from '../../lib/declared-route';
import { createOnce } from '../../plugins/idempotency';

const LISTS = {
  'GET tasks/getUsersTasks': 'posted',
  'GET tasks/getUsersAssignedTasks': 'assigned',
  'GET tasks/getUsersCompletedTasks': 'completed',
  'GET tasks/getUsersPendingOfferTasks': 'offersPending',
  'GET tasks/getUsersCancelledTasks': 'cancelled',
} as const satisfies Partial<Record<ApiRoute, TaskList>>;

const readNewTask = parseWith(NewTaskFields);

/** Task images one account may add in an hour, from any number of addresses: 12 tasks' worth. */
export const TASK_IMAGES_PER_ACCOUNT_PER_HOUR = 60;
const TOO_MANY_TASK_IMAGES = `You have added ${TASK_IMAGES_PER_ACCOUNT_PER_HOUR} task images in the last hour. Please post this task without images, or wait a while.`;

/**
 * /api/tasks (product.md#api-calls): the lists, a task for each kind of viewer, posting, messages, the two
 * completions and the payment checks. Every call needs a signed-in user (product.md#roles: visitors
 * cannot use tasks). Status changes lock the task's row, so concurrent calls cannot both win.
 */
const taskRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  const { feePercent } = config.tasks;
  app.addHook('onRequest', app.authenticate);
  const me = (request: FastifyRequest) => request.user!;

  for (const [route, list] of Object.entries(LISTS) as [keyof typeof LISTS, TaskList][]) {
    app.route({
      ...declared(app, route),
      handler: async (request) => listTasks(app.db, list, me(request).id, app.now()),
    });
  }
  // All Tasks takes the search filters.
  app.route({
    ...declared(app, 'GET tasks/getAllTasks'),
    handler: async (request) => {
      return listTasks(app.db, 'all', me(request).id, app.now(), taskSearchCondition(app, request.query));
    },
  });

  app.route({
    ...declared(app, 'GET tasks/getTaskById/:taskId'),
    handler: async (request) => loadTask(app.db, request.params.taskId, me(request).id, feePercent, app.now()),
  });
  app.route({
    ...declared(app, 'GET tasks/getTaskByIdForOwner/:taskId'),
    handler: async (request) => {
      const task = await findTask(app.db, request.params.taskId);
      if (task.owner_id !== me(request).id) throw forbidden('Only the task owner can see this.');
      return loadTask(app.db, task.id, me(request).id, feePercent, app.now());
    },
  });
  app.route({
    ...declared(app, 'GET tasks/getTaskByIdForAssignee/:taskId'),
    handler: async (request) => {
      const task = await findTask(app.db, request.params.taskId);
      if (task.assignee_id !== me(request).id) throw forbidden('Only the assigned tasker can see this.');
      return loadTask(app.db, task.id, me(request).id, feePercent, app.now());
    },
  });

  // product.md#api-calls: each check answers whether the user is set up, and if not, the provider's page to do it,
  // made for this user (single-use, short-lived; payments/checkouts.ts).
  // An open checkout is handed out again (payments/checkouts.ts); asking is limited all the same.
  const setUpCheck = (purpose: 'taskPaymentMethod' | 'payouts', ready: (user: UserRow) => boolean) => ({
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request: FastifyRequest) => {
      const user = me(request);
      if (ready(user)) return { taskPaymentMethodAdded: true, url: '' };
      return {
        taskPaymentMethodAdded: false,
        url: await startCheckout(app, user, { purpose, siteUrl: config.siteUrl }),
      };
    },
  });
  app.route({
    ...declared(app, 'GET tasks/checkIfUserHasTaskPaymentMethod'),
    ...setUpCheck('taskPaymentMethod', (user) => user.task_payment_method_added),
  });
  app.route({
    ...declared(app, 'GET tasks/checkIfUserHasTaskPaymentOutMethodAdded'),
    ...setUpCheck('payouts', (user) => user.payout_details_added),
  });

  // Images are counted per account as well as tasks per address: a new address gives no new images.
  const imagesOfAccount = app.createRateLimit({
    max: TASK_IMAGES_PER_ACCOUNT_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `task-images:${request.user!.id}`,
  });
  app.route({
    ...declared(app, 'POST tasks/postTask'),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const user = me(request);
      if (!user.task_payment_method_added) throw forbidden('You need to verify your payment details to proceed.');
      const { fields, files } = await readMultipart(request, 'images', MAX_TASK_IMAGES);
      // Every rule is checked before any image is kept.
      const checked = checkNewTask(readNewTask(fields), app.suburbs.find, app.now());
      for (const _file of files) {
        const counted = await imagesOfAccount(request);
        if (!counted.isAllowed && counted.isExceeded) throw new HttpError(429, TOO_MANY_TASK_IMAGES);
      }
      const images: string[] = [];
      for (const file of files) images.push(await app.uploads.saveImage(request, file, user.id));
      const submitted = (id: string) => ({ message: 'Task submitted successfully!', task: { _id: id } });
      const task = await createOnce(
        app.db,
        request,
        (db) => addTask(db, user.id, checked, images, app.now()),
        (created) => ({ status: 201, body: submitted(created.id) }),
      );
      await matchQuietly(app, taskSubject(task, taskUrl(task.id)));
      return reply.status(201).send(submitted(task.id));
    },
  });

  const lifecycle = { db: app.db, now: app.now, feePercent, payments: app.payments };
  await app.register(cancelAndReviewRoutes, { lifecycle });
  app.route({
    ...declared(app, 'POST tasks/markCompletedByAssignee/:taskId'),
    handler: async (request) => {
      const { task, now } = await withLockedTask(lifecycle, request.params.taskId, async (step, task) => {
        await markCompletedByAssignee(step, task, me(request));
        return { task, now: step.now };
      });
      // The 24 hours run from now: the owner hears of it by e-mail as well as in the bell.
      const owner = await contactOf(app.db, task.owner_id);
      await app.mail.send({
        to: owner.email,
        subject: `FairGo: "${task.title}" is marked as completed`,
        kind: 'taskCompletedByAssignee',
        batchId: `completed-by-assignee:${task.id}:${now.toISOString()}`,
        text: [
          `Hi ${owner.name},`,
          `${me(request).name} has marked "${task.title}" as completed.`,
          `Please check the work and confirm within 24 hours: the held ${formatMoney(task.agreed_budget_cents ?? 0)} is then released to the tasker. If you do not answer, the task completes automatically after 24 hours. If the work is not finished, answer "Not done yet" on the task and say what is missing.`,
          `${config.siteUrl}${taskUrl(task.id)}`,
        ].join('\n\n'),
      });
      return { message: 'Task marked as completed' };
    },
  });

  app.route({
    ...declared(app, 'POST tasks/notDoneYet/:taskId'),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      await withLockedTask(lifecycle, request.params.taskId, (step, task) =>
        notDoneYet(step, task, me(request), request.body.reason.trim()),
      );
      return { message: 'The tasker has been told the task is not done yet.' };
    },
  });

  app.route({
    ...declared(app, 'POST tasks/markCompletedByOwner/:taskId'),
    handler: async (request) => {
      await confirmCompletion(lifecycle, request.params.taskId, me(request));
      return { message: 'Task Completed' };
    },
  });

  app.route({
    ...declared(app, 'POST tasks/sendMessage/:taskId'),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      await sendMessage(app.db, me(request), request.params.taskId, request.body.message, app.now());
      return { message: 'Message sent' };
    },
  });
};

export default taskRoutes;
