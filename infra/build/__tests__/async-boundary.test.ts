import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { FAILURES } from '../../../shell/src/platform/failures';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const APPS = ['shell', 'mf-account', 'mf-admin', 'mf-marketplace', 'mf-tasks'];

/** The modules `file` imports statically (not `import()`), local ones resolved to their files. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers = source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
  return specifiers.map((fileName) => {
    if (!fileName.startsWith('.')) return fileName;
    const base = resolve(dirname(file), fileName);
    return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync) ?? base;
  });
}

/** Every module the entry loads before its `import('./bootstrap')`. */
function beforeTheBoundary(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imported of staticImports(file)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      if (imported.startsWith('/')) visit(imported);
    }
  };
  visit(entry);
  return [...seen].map((file) => file.replace(ROOT, ''));
}

// An app's entry only starts its async boundary: a shared module (React, the design system, the
// failures tables) used before it cannot be negotiated by Module Federation, and the app does not start
// (RUNTIME-006, "loadShareSync failed").
describe('the async boundary', () => {
  it.each(APPS)("%s's entry loads no package before it", (app) => {
    expect(beforeTheBoundary(`${ROOT}${app}/src/index.ts`).filter((file) => !file.startsWith(`${app}/src/`))).toEqual(
      [],
    );
  });

  it("logs the shell's start failure under its code in the shell's table", () => {
    expect(readFileSync(`${ROOT}shell/src/index.ts`, 'utf8')).toContain(`'[shell] ${FAILURES.start.code}'`);
  });
});
