import { API_ROUTES } from '@fairgo/shared/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { generate } from 'json-schema-faker';
import { startTestApp, type TestApp } from '../helper';
import { findUserByEmail, startSession } from '../../src/accounts/sessions';
import { TASK_PEOPLE_EMAILS, taskPeople } from '../support/tasks';

// The API as an outside tool sees it: only its OpenAPI description. Requests are made from the
// description alone (each operation's parameters and JSON body, generated from their schemas), as a
// visitor and signed in, and each answer is checked against the same description: never a 5xx, a
// status it declares, and a body its schema for that status accepts. Runs per operation and caller:
// OPENAPI_RUNS (default 4).
const RUNS = Number(process.env.OPENAPI_RUNS ?? 4);

interface Schema {
  [key: string]: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

describe('the OpenAPI description', () => {
  let app: TestApp;
  let description: Document;
  const operations: { method: string; path: string; operation: Operation }[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    description = response.json<Document>();
    for (const [path, methods] of Object.entries(description.paths))
      for (const [method, operation] of Object.entries(methods))
        operations.push({ method: method.toUpperCase(), path, operation });
  });
  afterAll(() => app.close());

  it('is OpenAPI 3.1 and describes every route of the contract, named by its key', () => {
    expect(description.openapi).toBe('3.1.0');
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual(Object.keys(API_ROUTES).sort());
    const submitOffer = operations.find(({ operation }) => operation.operationId === 'POST offers/submitOffer/:taskId');
    expect(submitOffer).toMatchObject({
      path: '/api/offers/submitOffer/{taskId}',
      operation: { security: [{ session: [] }], requestBody: { content: { 'application/json': expect.anything() } } },
    });
    expect(Object.keys(submitOffer!.operation.responses)).toEqual(expect.arrayContaining(['201', '401', '402']));
  });

  it('has a readable reference page, which reads the description', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const initializer = await app.inject({ method: 'GET', url: '/api/reference/static/swagger-initializer.js' });
    expect(initializer.body).toContain('/api/openapi.json');
  });

  it('answers requests made from it, signed in and not, with no 5xx and nothing it does not describe', async () => {
    const people = await taskPeople(app);
    const tokens: Record<'visitor' | 'member', string | undefined> = { visitor: undefined, member: people.owner };
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats.default(ajv);
    const validators = new Map<Schema, ReturnType<typeof ajv.compile>>();
    const validatorOf = (schema: Schema) => {
      if (!validators.has(schema)) validators.set(schema, ajv.compile(schema));
      return validators.get(schema)!;
    };
    let seed = 1;
    const counts = {
      operations: operations.length,
      requests: 0,
      described: 0,
      bodiesChecked: 0,
      refused: 0,
      ungenerated: 0,
    };
    // A schema the generator cannot satisfy (minProperties over optional properties) is sent empty, and counted.
    const sample = (schema: Schema) =>
      generate(schema, { seed: seed++, optionalsProbability: 0.5 }).catch(() => {
        counts.ungenerated++;
        return {};
      });

    const breaches: string[] = [];
    for (const { method, path, operation } of operations) {
      for (const caller of ['visitor', 'member'] as const) {
        for (let run = 0; run < RUNS; run++) {
          let url = path;
          const query = new URLSearchParams();
          for (const parameter of operation.parameters ?? []) {
            if (parameter.in === 'header') continue;
            if (parameter.in === 'query' && !parameter.required && seed % 2 === 0) {
              seed++;
              continue;
            }
            const value = await sample(parameter.schema);
            if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
            else for (const entry of [value].flat()) query.append(parameter.name, String(entry));
          }
          const json = operation.requestBody?.content['application/json']?.schema;
          const token = tokens[caller];
          const response = await app.inject({
            method: method as 'GET',
            url: `${url}${query.size ? `?${query}` : ''}`,
            headers: token ? { authorization: token } : {},
            ...(json ? { payload: (await sample(json)) as object } : {}),
          });
          counts.requests++;
          const at = `${operation.operationId} as ${caller}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          if (response.statusCode >= 500) breaches.push(`server error: ${at}`);
          const declared = operation.responses[String(response.statusCode)];
          if (!declared) {
            breaches.push(`undescribed status: ${at}`);
            continue;
          }
          counts.described++;
          if (response.statusCode >= 400) counts.refused++;
          const schema = declared.content?.['application/json']?.schema;
          if (schema && response.headers['content-type']?.toString().includes('json')) {
            counts.bodiesChecked++;
            const validate = validatorOf(schema);
            if (!validate(response.json()))
              breaches.push(`body against its schema (${ajv.errorsText(validate.errors)}): ${at}`);
          }
          // Signing out ends the member's session: a new one keeps every later operation tried signed in.
          if (operation.operationId === 'POST logout' && token && response.statusCode === 200)
            tokens.member = await startSession(app, (await findUserByEmail(app, TASK_PEOPLE_EMAILS.owner))!.id);
        }
      }
    }
    console.log(`openapi: ${JSON.stringify(counts)}, ${breaches.length} breaches`);
    expect(breaches).toEqual([]);
    expect(counts.operations).toBeGreaterThan(100);
    expect(counts.bodiesChecked).toBeGreaterThan(counts.operations);
  }, 300_000);
});
