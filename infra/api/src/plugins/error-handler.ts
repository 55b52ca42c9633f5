import { HttpError } from '../lib/http-errors';
import { TOO_LARGE_MESSAGE } from '@fairgo/shared/contract';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ServerFailure } from '@fairgo/shared/contract';
import { isDatabaseUnavailable } from '../db/database-errors';

export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'FairGo is busy for a moment. Please try again in a few seconds.';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const SHUTTING_DOWN_MESSAGE = 'FairGo is restarting. Please try again in a few seconds.';

/**
 * A 5xx as the API answers every one: its own `{ code, message }`, never a driver's or Fastify's words,
 * written as it is whatever the route's own answer schemas are (a health check's 503 has another shape).
 */
export const serverFailure = (reply: FastifyReply, status: number, code: ServerFailure, message: string) =>
  reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code, message });

/** The one error handler: 4xx messages reach the client, 5xx details are logged and hidden. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The database is down, frozen or restarting: the client is told to come back shortly, at once.
  if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return serverFailure(reply, 503, 'databaseUnavailable', DATABASE_UNAVAILABLE_MESSAGE);
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    // Our own 5xx (the provider, the file store) says what failed in words meant for the client.
    const own = error instanceof HttpError && error.code ? error : null;
    request.log.error({ err: error }, 'request failed');
    return serverFailure(reply, status, own?.code ?? 'internal', own?.message ?? INTERNAL_MESSAGE);
  }
  if (status === 413) return reply.status(413).send({ message: TOO_LARGE_MESSAGE });
  // A limit of our own (HttpError) says which limit; the rate limiter's says to wait.
  if (status === 429 && !(error instanceof HttpError))
    return reply.status(429).send({ message: 'Too many attempts. Please wait a minute and try again.' });
  return reply.status(status).send({ message: error.message });
}

/** Validation messages name the field: "email must match format \"email\"". */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string) {
  const [first] = errors;
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || missing || dataVar;
  const message = missing && !first?.instancePath ? 'is required' : (first?.message ?? 'is invalid');
  return new Error(`${field} ${message}`);
}
