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
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
