import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The API's routes read requests and answer them; what they ask of the database is a function of the
// resource's store or domain module beside them (`infra/api/src/<resource>/`), so a newcomer finds a
// table's every query by the table's name, in one place.
const ROUTES = fileURLToPath(new URL('../../api/src/routes/', import.meta.url));
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(|\bsql`/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

describe("the API's routes", () => {
  it('query the database only through a store or domain module', () => {
    const querying = filesUnder(ROUTES)
      .filter((file) => QUERY.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROUTES, file));
    expect(querying).toEqual([]);
  });
});
