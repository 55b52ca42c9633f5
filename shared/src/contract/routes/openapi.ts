import { Type } from 'typebox';
import type { RouteTable } from '../route';

/** An OpenAPI document: what a standard tool reads (its whole content is passed through as made). */
const OpenApiDocument = Type.Object(
  { openapi: Type.String(), info: Type.Unknown(), paths: Type.Unknown() },
  { additionalProperties: true },
);

/**
 * /api/openapi.json: this API described as OpenAPI 3.1, generated from this contract's routes (their
 * inputs, answers and failures), for generating a client or testing the API with a standard tool. Its
 * readable reference is the page /api/reference.
 */
export const openapiApi = {
  'GET openapi.json': { replies: { 200: OpenApiDocument }, failures: [] },
} as const satisfies RouteTable;
