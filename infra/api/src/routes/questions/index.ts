import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerQuestion, askQuestion } from '../../tasks/task-conversation';
import { declared } from '../../lib/declared-route';

/**
 * /api/questions (product.md#api-calls): anyone signed in asks about an open task (product.md#roles); only its owner
 * answers. The owner hears of each question, the asker of the answer (tasks/task-conversation.ts).
 */
const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...declared(app, 'POST questions/askQuestion/:taskId'),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const id = await askQuestion(app.db, request.user!, request.params.taskId, request.body.question, app.now());
      return reply.status(201).send({ message: 'Question submitted', question: { _id: id } });
    },
  });

  app.route({
    ...declared(app, 'POST questions/submitAnswer/:questionId'),
    handler: async (request) => {
      await answerQuestion(app.db, request.user!, request.params.questionId, request.body.answer, app.now());
      return { message: 'Answer submitted' };
    },
  });
};

export default questionRoutes;
