import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The one error handler: 4xx messages reach the client, 5xx details are logged and hidden. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ message: 'Something went wrong on our side. Please try again.' });
  }
  return reply.status(status).send({ message: error.message });
}
