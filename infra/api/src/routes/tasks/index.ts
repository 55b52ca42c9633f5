import {
  type ApiRoute,
  formatMoney,
  MAX_TASK_BUDGET,
  MAX_TASK_IMAGES,
  NewTaskFields,
  toCents,
} from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { format, isMatch, subDays } from 'date-fns';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config';
import { badRequest, forbidden } from '../../lib/http-errors';
import { readMultipart } from '../../lib/read-multipart';
import { startCheckout } from '../../payments/checkouts';
import type { UserRow } from '../../plugins/auth';
import { parseWith } from '../../lib/validate';
import {
  confirmCompletion,
  markCompletedByAssignee,
  messagingPartner,
  notDoneYet,
  withLockedTask,
} from '../../tasks/task-lifecycle';
import { matchQuietly } from '../../saved-searches/matching';
import { taskSubject } from '../../saved-searches/search-keys';
import { notify, taskUrl } from '../../tasks/task-notifications';
import { findTask, listTasks, loadTask, type TaskList } from '../../tasks/task-store';
import { taskSearchCondition } from '../../tasks/task-search';
import cancelAndReviewRoutes from './cancel-and-review';
import { declared } from '../../lib/declared-route';

const LISTS = {
  'GET tasks/getUsersTasks': 'posted',
  'GET tasks/getUsersAssignedTasks': 'assigned',
  'GET tasks/getUsersCompletedTasks': 'completed',
  'GET tasks/getUsersPendingOfferTasks': 'offersPending',
  'GET tasks/getUsersCancelledTasks': 'cancelled',
} as const satisfies Partial<Record<ApiRoute, TaskList>>;

const readNewTask = parseWith(NewTaskFields);

/**
 * /api/tasks (spec §7): the lists, a task for each kind of viewer, posting, messages, the two
 * completions and the payment checks. Every call needs a signed-in user (spec §6: visitors
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

  // Spec §7: each check answers whether the user is set up, and if not, the provider's page to do it,
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

  app.route({
    ...declared(app, 'POST tasks/postTask'),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const user = me(request);
      if (!user.task_payment_method_added) throw forbidden('You need to verify your payment details to proceed.');
      const { fields, files } = await readMultipart(request, 'images', MAX_TASK_IMAGES);
      const input = readNewTask(fields);

      const remote = input.isThisRemoteTask === 'true';
      const flexible = input.isFlexible === 'true';
      const suburb = remote ? undefined : app.suburbs.find(input.location?.trim() ?? '');
      const fullAddress = input.fullAddress?.trim() ?? '';
      if (!remote) {
        if (!suburb) throw badRequest('location must be a suburb from the list');
        // The address comes from the prediction list, which completes the chosen suburb.
        const suburbName = suburb.location.split(',')[0]!.toLowerCase();
        if (!fullAddress.toLowerCase().includes(suburbName))
          throw badRequest('fullAddress must be an address in the chosen suburb, picked from the list');
      }
      const budget = Number(input.originalBudget);
      if (!(budget > 0) || budget > MAX_TASK_BUDGET)
        throw badRequest(`originalBudget must be more than $0 and at most ${formatMoney(toCents(MAX_TASK_BUDGET))}`);
      const dueDate = input.dueDate || null;
      if (!flexible && !dueDate) throw badRequest('dueDate is required unless the dates are flexible');
      if (dueDate && !isMatch(dueDate, 'yyyy-MM-dd')) throw badRequest('dueDate must be a real date (YYYY-MM-DD)');
      // "Not before today" in the poster's time zone: the earliest Australian today is UTC's yesterday at most.
      if (dueDate && dueDate < format(subDays(app.now(), 1), 'yyyy-MM-dd'))
        throw badRequest('dueDate must not be before today');

      const images = [];
      for (const file of files) images.push(await app.uploads.saveImage(request, file, user.id));
      const task = await app.db
        .insertInto('tasks')
        .values({
          owner_id: user.id,
          title: input.title.trim(),
          description: input.description.trim(),
          images,
          original_budget_cents: toCents(budget),
          location: suburb?.location ?? null,
          full_address: remote ? null : fullAddress,
          latitude: suburb?.latitude ?? null,
          longitude: suburb?.longitude ?? null,
          due_date: flexible ? null : dueDate,
          due_time: input.dueTime || null,
          is_flexible: flexible,
          is_remote: remote,
          created_at: app.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await matchQuietly(app, taskSubject(task, taskUrl(task.id)));
      return reply.status(201).send({ message: 'Task submitted successfully!', task: { _id: task.id } });
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
      const owner = await app.db
        .selectFrom('users')
        .select(['email', 'name'])
        .where('id', '=', task.owner_id)
        .executeTakeFirstOrThrow();
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
      const user = me(request);
      const task = await findTask(app.db, request.params.taskId);
      const other = messagingPartner(task, user);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('messages')
          .values({ task_id: task.id, sender_id: user.id, message: request.body.message.trim(), created_at: app.now() })
          .execute();
        await notify(trx, other, task, `New message from ${user.name} on "${task.title}".`);
      });
      return { message: 'Message sent' };
    },
  });
};

export default taskRoutes;
