import type { Static, TSchema } from 'typebox';

/** The statuses a route may answer with an `ErrorReply` instead of its own answer. */
export type FailureStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

/**
 * What a step of a task or an offer may answer besides its own answer: a bad input, no session, no
 * payment detail (402), not theirs, gone, moved on meanwhile (409), too many tries.
 */
export const STEP_FAILURES = [400, 401, 402, 403, 404, 409, 429] as const;
type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One API route, declared once: what it takes (path parameters, query, JSON body, or a multipart
 * form) and what it answers, by status (`replies`), plus the failures it may answer, each an
 * `ErrorReply`. The API serves it with exactly these schemas (infra/api's `declared`) and the
 * browser's `request` types its call by it.
 */
export interface RouteDeclaration {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The body is a multipart form (files beside fields), which the handler reads and checks itself. */
  multipart?: true;
  /** The answers' schemas by status. A route without them answers a file, a page or nothing. */
  replies?: { readonly [status: number]: TSchema };
  /** The answer is a file (an image or a PDF), which the client receives as a Blob. */
  file?: true;
  /** The answer is an HTML page, its failures too (the development provider's pages, an alert's unsubscribe link). */
  page?: true;
  /** The answer is 204, with no body (a counter, a beacon). */
  noContent?: true;
  /**
   * It creates something: it takes an `Idempotency-Key` header, and a retry with the same key gets the
   * first answer back instead of a second write. The browser's client sends one, and retries such a
   * request that a failing instance cut off.
   */
  idempotent?: true;
  failures: readonly FailureStatus[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A resource's routes, keyed 'METHOD path' (relative to /api, a path parameter as `:name`). */
export type RouteTable = Record<`${Method} ${string}`, RouteDeclaration>;

/** What a route answers on success, as the client receives it. */
export type ReplyOf<Declaration extends RouteDeclaration> = Declaration extends { file: true }
  ? Blob
  : Declaration extends { replies: infer Replies extends Record<number, TSchema> }
    ? { [Status in keyof Replies & SuccessStatus]: Static<Replies[Status]> }[keyof Replies & SuccessStatus]
    : unknown;
/** The JSON body a route takes, if it takes one. */
export type BodyOf<Declaration extends RouteDeclaration> = Declaration extends { body: infer Body extends TSchema }
  ? Static<Body>
  : never;
/** The query a route takes, if it takes one. */
export type QueryOf<Declaration extends RouteDeclaration> = Declaration extends { query: infer Query extends TSchema }
  ? Static<Query>
  : never;

/** The path parameters a route names (`tasks/getTaskById/:taskId` → `{ taskId: string }`). */
export type RouteParams<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string } & RouteParams<Rest>
  : Route extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, never>;
