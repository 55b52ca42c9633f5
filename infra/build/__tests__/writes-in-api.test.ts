import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// A write (a call whose route is not a GET, or `useWrite`) lives in an `api/` folder beside what
// uses it (`features/<x>/api/use-*.ts`): its call, its failure code, its messages and the data it
// refreshes are found in one place, and components only press it. The platform's own plumbing (the
// session's sign-in and sign-out, the shell's health reports) and the actions module itself are
// where they are.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['shell/src', 'mf-account/src', 'mf-admin/src', 'mf-marketplace/src', 'mf-tasks/src', 'shared/src'];
const EXEMPT =
  /(^|\/)(api|__tests__|testing|test)\/|^shared\/src\/(actions|platform|prerender)\/|^shell\/src\/platform\/|\.test\.tsx?$/;
const ENDPOINTS = 'shared/src/api/endpoints';

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);

/** The client calls whose declared route changes something, read from the endpoint modules. */
function writeCalls(): Set<string> {
  const writes = new Set<string>();
  for (const name of readdirSync(join(ROOT, ENDPOINTS)).filter((file) => file.endsWith('.ts'))) {
    const source = parse(`${ENDPOINTS}/${name}`);
    for (const statement of source.statements) {
      const exported =
        ts.canHaveModifiers(statement) &&
        ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      const names = ts.isFunctionDeclaration(statement)
        ? [statement.name!.text]
        : ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.map((declaration) => declaration.name.getText(source))
          : [];
      const routes = statement.getText(source).match(/'(GET|POST|PUT|PATCH|DELETE) [^']*'/g) ?? [];
      if (routes.some((route) => !route.startsWith("'GET "))) names.forEach((exportName) => writes.add(exportName));
    }
  }
  return writes;
}

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
  const writes = writeCalls();

  it('are known from the endpoint modules', () => {
    for (const call of ['submitOffer', 'acceptOffer', 'register', 'fileReport', 'sendFeedback'])
      expect(writes).toContain(call);
    for (const call of ['getTask', 'getNews', 'searchSuburbs']) expect(writes).not.toContain(call);
  });

  it('are called from an api/ folder only', () => {
    const files = SOURCES.flatMap(sourceFiles)
      .map((file) => relative(ROOT, join(ROOT, file)))
      .filter((file) => !EXEMPT.test(file));
    expect(files.length).toBeGreaterThan(200);
    const outside = files.flatMap((file) =>
      importedNames(file)
        .filter(
          ({ name, from }) =>
            (name === 'useWrite' && /(^@fairgo\/shared\/queries$|\/queries)/.test(from)) ||
            (writes.has(name) && /^@fairgo\/shared\/api\/\w+$|api\/endpoints/.test(from)),
        )
        .map(({ name }) => `${file}: ${name}`),
    );
    expect(outside).toEqual([]);
  });
});
