import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

/** Each response schema's serializer, by the schema object: the route modules declare each schema once. */
const serializers = new WeakMap<object, (data: unknown) => string>();

/**
 * Fastify's serializer (fast-json-stringify), compiled once per response schema in the process rather than
 * once per app: the validators are (plugins/input-rules.ts, one Ajv). Compiling every route's took ~175 ms of
 * each app's start, and the API's tests start an app for each test.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    serializers.set(key, serialize);
  }
  return serialize;
};
