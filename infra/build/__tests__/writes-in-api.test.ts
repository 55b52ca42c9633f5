import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// A write (a call of a route that is not a GET, or `useWrite`) lives in an `api/` folder beside what
// uses it (`features/<x>/api/use-*.ts`): its call, its failure code, its messages and the data it
// refreshes are found in one place, and components only press it. The platform's own plumbing (the
// session's sign-in and sign-out, the shell's health reports) and the actions module itself are
// where they are.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['shell/src', 'mf-account/src', 'mf-admin/src', 'mf-marketplace/src', 'mf-tasks/src', 'shared/src'];
const EXEMPT =
  /(^|\/)(api|__tests__|testing|test)\/|^shared\/src\/(actions|platform|prerender)\/|^shared\/src\/session\/session-store\.ts$|^shell\/src\/platform\/|\.test\.tsx?$/;

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);

/** The routes a file calls through the client (`request('POST reports', …)`), as far as its text names them. */
function calledRoutes(source: ts.SourceFile): string[] {
  const routes: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'request') {
      const texts = (argument: ts.Node): void => {
        const text = ts.isStringLiteralLike(argument)
          ? argument.text
          : ts.isTemplateExpression(argument)
            ? argument.head.text
            : undefined;
        if (text === undefined) ts.forEachChild(argument, texts);
        // A route is its method and path; other texts there (`kind === 'job'`) pick between routes.
        else if (/^[A-Z]+ /.test(text)) routes.push(text);
      };
      if (node.arguments[0]) texts(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

const isWrite = (route: string) => /^(POST|PUT|PATCH|DELETE) /.test(route);

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'node_modules'
        ? []
        : sourceFiles(`${dir}/${entry.name}`)
      : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
        ? [`${dir}/${entry.name}`]
        : [],
  );

/** The names `file` imports, each with the module it comes from. */
function importedNames(file: string): { name: string; from: string }[] {
  return parse(file).statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return [];
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return [];
    return bindings.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => ({ name: (element.propertyName ?? element.name).text, from }));
  });
}

describe('writes', () => {
  const files = SOURCES.flatMap(sourceFiles).map((file) => relative(ROOT, join(ROOT, file)));

  it('are known by their routes', () => {
    const calls = files.flatMap((file) => calledRoutes(parse(file)));
    expect(calls.filter(isWrite)).toEqual(
      expect.arrayContaining(['POST offers/submitOffer/:taskId', 'POST register', 'POST reports', 'POST feedback']),
    );
    expect(calls).toEqual(expect.arrayContaining(['GET resumes/:userId', 'GET news', 'GET suburbs']));
    expect(calls.filter((route) => !isWrite(route) && !route.startsWith('GET '))).toEqual([]);
  });

  it('are called from an api/ folder only', () => {
    const outside = files.filter((file) => !EXEMPT.test(file));
    expect(outside.length).toBeGreaterThan(200);
    const misplaced = outside.flatMap((file) => [
      ...calledRoutes(parse(file))
        .filter(isWrite)
        .map((route) => `${file}: ${route}`),
      ...importedNames(file)
        .filter(({ name, from }) => name === 'useWrite' && /(^@fairgo\/shared\/queries$|\/queries)/.test(from))
        .map(({ name }) => `${file}: ${name}`),
    ]);
    expect(misplaced).toEqual([]);
  });
});
