import { OFFER_STATUSES, TASK_STATUSES } from '@fairgo/shared/contract';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

const SCHEMA_FILES = [
  'schema.ts',
  'schema-trust.ts',
  'schema-discovery.ts',
  'schema-registry.ts',
  'schema-payments.ts',
  'schema-delivery.ts',
].map((name) => fileURLToPath(new URL(`../../src/db/${name}`, import.meta.url)));

/** The columns `db/schema.ts` declares for each table of its `Schema` interface (inherited ones too). */
function declaredTables(): Map<string, string[]> {
  const sources = SCHEMA_FILES.map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const interfaces = new Map(
    sources.flatMap((file) =>
      file.statements.filter(ts.isInterfaceDeclaration).map((node) => [node.name.text, node] as const),
    ),
  );
  const membersOf = (node: ts.InterfaceDeclaration | ts.TypeLiteralNode): string[] => [
    ...(ts.isInterfaceDeclaration(node) ? (node.heritageClauses ?? []) : [])
      .flatMap((clause) => clause.types)
      .flatMap((parent) => membersOf(interfaces.get(parent.expression.getText())!)),
    ...node.members.flatMap((member) => (member.name ? [member.name.getText()] : [])),
  ];
  const tables = new Map<string, string[]>();
  // Schema's own tables and those of the interfaces it extends (one per later migration's file).
  const schema = interfaces.get('Schema')!;
  const groups = [
    schema,
    ...(schema.heritageClauses ?? [])
      .flatMap((clause) => clause.types)
      .map((parent) => interfaces.get(parent.expression.getText())!),
  ];
  for (const table of groups.flatMap((group) => group.members).filter(ts.isPropertySignature)) {
    const type = table.type!;
    const node = ts.isTypeLiteralNode(type) ? type : interfaces.get(type.getText())!;
    tables.set(table.name.getText(), membersOf(node).sort());
  }
  return tables;
}

async function migratedTables(database: Database): Promise<Map<string, string[]>> {
  const { rows } = await database.execScript(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name <> 'schema_version' ORDER BY table_name, column_name`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of rows as { table_name: string; column_name: string }[])
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name].sort());
  return tables;
}

/** The values a `CHECK (column IN (...))` of the migrated database allows. */
async function checkedValues(database: Database, table: string, column: string): Promise<string[]> {
  const { rows } = await database.execScript(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = '${table}'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%${column}%'`,
  );
  const [{ definition }] = rows as [{ definition: string }];
  return [...definition.matchAll(/'([^']+)'::text/g)].map((match) => match[1]!);
}

describe('db/schema.ts, checked against the migrations', () => {
  let database: Database;
  // A new in-memory PGlite cluster (its initdb, then every migration): seconds alone, over Jest's
  // 30 s default on a machine busy with the rest of the suite.
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await migrate(database);
  }, 120_000);
  afterAll(() => database.close());

  it('declares every table the migrations create, with exactly their columns', async () => {
    expect(Object.fromEntries(declaredTables())).toEqual(Object.fromEntries(await migratedTables(database)));
  });

  it("allows the statuses of TASK_STATUSES and OFFER_STATUSES, the contract's one list of each", async () => {
    expect(await checkedValues(database, 'tasks', 'status')).toEqual([...TASK_STATUSES]);
    expect(await checkedValues(database, 'offers', 'status')).toEqual([...OFFER_STATUSES]);
  });
});
