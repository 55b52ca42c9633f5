import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { startTestApp, type TestApp } from '../helper';

const API_DOC = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));
const ROUTES = fileURLToPath(new URL('../../src/routes/', import.meta.url));
const API_ROUTES = fileURLToPath(new URL('../../../../shared/src/contract/api-routes.ts', import.meta.url));
const BEGIN = '<!-- route-table: written from the API by infra/api/test/routes/route-table.test.ts -->';
const END = '<!-- /route-table -->';

/** Every route the API serves, as `METHOD path` with the folder of src/routes/ that serves it. */
function routeTable(app: TestApp) {
  return app.routeTable
    .flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, folder: route.config?.folder })),
    )
    .filter((route) => route.method !== 'HEAD')
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** The keys of the contract's ApiRoutes: every call the browser's client can make, as 'METHOD path'. */
function clientRoutes(): string[] {
  const source = ts.createSourceFile(API_ROUTES, readFileSync(API_ROUTES, 'utf8'), ts.ScriptTarget.Latest);
  const routes = source.statements.filter(ts.isInterfaceDeclaration).find((node) => node.name.text === 'ApiRoutes')!;
  return routes.members.map((member) => (member.name as ts.StringLiteral).text);
}

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

  it("serves every route of the contract's ApiRoutes, which the client's calls are typed by", () => {
    const served = new Set(routeTable(app).map(({ method, url }) => `${method} ${url.replace(/^\/api\/|\/$/g, '')}`));
    const routes = clientRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !served.has(route))).toEqual([]);
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
