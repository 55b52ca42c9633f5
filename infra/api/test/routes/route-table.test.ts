import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ROUTES, type ApiRoute } from '@fairgo/shared/contract';
import { keyOf, schemaOf } from '../../src/lib/declared-route';
import { startTestApp, type TestApp } from '../helper';

const API_DOC = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));
const ROUTES = fileURLToPath(new URL('../../src/routes/', import.meta.url));
const BEGIN = '<!-- route-table: written from the API by infra/api/test/routes/route-table.test.ts -->';
const END = '<!-- /route-table -->';

/** Every route the API serves, as `METHOD path` with the folder of src/routes/ that serves it and its schema. */
function routeTable(app: TestApp) {
  return (
    app.routeTable
      .flatMap((route) =>
        [route.method].flat().map((method) => ({
          method,
          url: route.url,
          folder: route.config?.folder,
          schema: route.schema ?? {},
        })),
      )
      // The reference page's own files (Swagger UI's) are hidden from the description: they are not the API.
      .filter((route) => route.method !== 'HEAD' && !(route.schema as { hide?: boolean } | undefined)?.hide)
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
  );
}

/** A served route's key in the contract: 'GET tasks/getTaskById/:taskId' for GET /api/tasks/getTaskById/:taskId. */

// From an API path to its file in seconds routes/<first segment of the path>/, and the
// table of docs/api.md for the flat paths that sit with their resource.
describe('the route table', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('names, for every route, a folder of src/routes/ named after its first segment when the path has more', () => {
    for (const { url, folder } of routeTable(app)) {
      expect({ url, folder: folder && existsSync(`${ROUTES}${folder}/index.ts`) ? folder : 'none' }).toEqual({
        url,
        folder: url.split('/').length > 3 ? url.split('/')[2] : expect.any(String),
      });
    }
  });

  it('serves every route of the contract and no other, each with the very schemas it declares', () => {
    const served = routeTable(app);
    const declared = Object.keys(API_ROUTES);
    expect(declared.length).toBeGreaterThan(100);
    expect(served.map(keyOf).filter((key) => !(key in API_ROUTES))).toEqual([]);
    expect(declared.filter((key) => !served.some((route) => keyOf(route) === key))).toEqual([]);
    for (const route of served) {
      const expected: Record<string, unknown> = schemaOf(API_ROUTES[keyOf(route) as ApiRoute]);
      const schema = route.schema as Record<string, unknown>;
      // The same objects, not equal copies: a route cannot drift from its declaration.
      for (const part of ['params', 'querystring', 'body'] as const)
        expect({ route: keyOf(route), part, schema: schema[part] }).toEqual({
          route: keyOf(route),
          part,
          schema: expected[part],
        });
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const replies = expected.response as Record<string, unknown>;
      expect(Object.keys(response).sort()).toEqual(Object.keys(replies).sort());
      for (const [status, schema] of Object.entries(replies)) expect(response[status]).toBe(schema);
    }
  });

  it('is in docs/api.md as the API serves it', () => {
    const rows = routeTable(app).map(({ method, url, folder }) => `| ${method} | \`${url}\` | \`routes/${folder}/\` |`);
    const table = [BEGIN, '| method | path | served by |', '| --- | --- | --- |', ...rows, END].join('\n');
    const doc = readFileSync(API_DOC, 'utf8');
    const written = doc.slice(doc.indexOf(BEGIN), doc.indexOf(END) + END.length);
    if (process.env.WRITE_ROUTE_TABLE) writeFileSync(API_DOC, doc.replace(written, table));
    else expect(written).toBe(table);
  });
});
