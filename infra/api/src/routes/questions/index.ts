import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { takesQuestions } from '../../tasks/task-lifecycle';
import { notify } from '../../tasks/task-notifications';
import { findTask } from '../../tasks/task-store';
import { declared } from '../../lib/declared-route';

/**
 * /api/questions (spec §7): anyone signed in asks about an open task (spec §6); only its owner
 * answers. The owner hears of each question, the asker of the answer.
 */
const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...declared(app, 'POST questions/askQuestion/:taskId'),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const user = request.user!;
      const task = await findTask(app.db, request.params.taskId);
      // What the public cannot see (hidden by an admin, an open task of a suspended owner) takes no question.
      const owner = await app.db
        .selectFrom('users')
        .select('suspended_at')
        .where('id', '=', task.owner_id)
        .executeTakeFirst();
      if (task.owner_id !== user.id && (task.hidden_at || owner?.suspended_at)) throw notFound('No task has this id.');
      if (!takesQuestions(task.status)) throw conflict('Questions can be asked only while the task is open.');
      const question = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('questions')
          .values({ task_id: task.id, user_id: user.id, question: request.body.question.trim(), created_at: app.now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (task.owner_id !== user.id)
          await notify(trx, task.owner_id, task, `${user.name} asked a question on "${task.title}".`);
        return row;
      });
      return reply.status(201).send({ message: 'Question submitted', question: { _id: question.id } });
    },
  });

  app.route({
    ...declared(app, 'POST questions/submitAnswer/:questionId'),
    handler: async (request) => {
      const question = await app.db
        .selectFrom('questions')
        .innerJoin('tasks', 'tasks.id', 'questions.task_id')
        .select(['questions.id', 'questions.user_id', 'tasks.id as task_id', 'tasks.owner_id', 'tasks.title'])
        .where('questions.id', '=', request.params.questionId)
        .executeTakeFirst();
      if (!question) throw notFound('No question has this id.');
      if (question.owner_id !== request.user!.id) throw forbidden('Only the task owner can answer questions.');
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('questions')
          .set({ answer: request.body.answer.trim(), answered_at: app.now() })
          .where('id', '=', question.id)
          .execute();
        if (question.user_id !== question.owner_id)
          await notify(
            trx,
            question.user_id,
            { id: question.task_id },
            `Your question on "${question.title}" was answered.`,
          );
      });
      return { message: 'Answer submitted' };
    },
  });
};

export default questionRoutes;
