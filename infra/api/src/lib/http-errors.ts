import type { ServerFailure } from '@fairgo/shared/contract';

/**
 * An error whose message is meant for the client: the error handler shows it, with `code` on a 5xx
 * (what failed on our side).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ServerFailure,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
/** A provider (payments) failed or could not be reached: the client's generic "please try again". */
export const badGateway = (message: string) => new HttpError(502, message, 'providerUnavailable');
/** The file store cannot be reached: nothing of the request is kept, and it may work in a moment. */
export const storageUnavailable = () =>
  new HttpError(503, 'Files cannot be stored just now. Please try again in a few minutes.', 'storageUnavailable');
