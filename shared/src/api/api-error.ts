import type { ErrorCode } from '../contract/common';

/** The one error every API call throws: the HTTP status (0 when the server was not reached) and a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    /**
     * The server refused the session the request was sent with (a 401 to a signed-in request): the
     * platform asks the person to sign in again, so the action that met it says nothing of its own.
     */
    readonly sessionRefused = false,
  ) {
    super(message);
  }

  /** What the server said went wrong, where a client must decide by it (ErrorReply's `code`). */
  get code(): ErrorCode | undefined {
    const body = this.body;
    return typeof body === 'object' && body !== null && 'code' in body ? (body.code as ErrorCode) : undefined;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The server's own words when it refused the request itself (a 4xx: the task was taken meanwhile, a
 * membership is needed), for the person to read; null for any other failure, whose words are the app's.
 */
export function refusal(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null;
}
