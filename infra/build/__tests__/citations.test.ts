import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';

// The product and its design are described in the repository (docs/product.md, docs/architecture.md),
// and code and docs cite them by anchor: `product.md#contact-gating`. A maintainer of FairGo alone must
// be able to follow every citation, so none may name an anchor that is missing or a file outside.
const ROOT = join(__dirname, '../../..');
// An applied migration never changes (its checksum is checked at every start): what its header says
// stays as it was written.
const FROZEN = 'infra/api/src/db/migrations/';

/** The repository's own files, tracked or new, as git sees them: nothing it ignores (builds, packages, copies). */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|md|sql|sh|conf|json)$/.test(file) && !file.startsWith(FROZEN))
    .filter((file) => existsSync(join(ROOT, file)))
    .map((file) => join(ROOT, file));
}

/** The anchors of a doc's headings, as GitHub makes them. */
function anchorsOf(doc: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = readFileSync(doc, 'utf8').matchAll(/^#{1,6} (.+)$/gm);
  return new Set([...headings].map(([, heading]) => slugger.slug(heading!.replace(/[`*]/g, ''))));
}

const DOCS = join(ROOT, 'docs');
const anchors = new Map(
  readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, anchorsOf(join(DOCS, name))]),
);
interface Line {
  at: string;
  file: string;
  text: string;
}
const files = sourceFiles().filter((file) => !file.endsWith('package-lock.json') && file !== __filename);
const lines: Line[] = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ at: `${relative(ROOT, file)}:${index + 1}`, file, text })),
);

/** Citations of a doc's anchor (`product.md#contact-gating`), with whether the doc has it. */
const citationsIn = (found: Line[]) =>
  found.flatMap(({ at, text }) =>
    [...text.matchAll(/\b([a-z-]+\.md)#([a-z0-9-]+)/g)]
      .filter(([, doc]) => anchors.has(doc!))
      .map(([cited, doc, anchor]) => ({ at, cited, doc: doc!, known: anchors.get(doc!)!.has(anchor!) })),
  );

const OUTSIDE = /product-spec|ARCHITECTURE\.md|CONVENTIONS\.md|BRAND\.md|\b(?:spec|ARCHITECTURE) §\d/;
/** Lines that name the design documents FairGo started from, which are not in the repository. */
const outsideNames = (found: Line[]) => found.filter(({ text }) => OUTSIDE.test(text)).map(({ at }) => at);
/** Markdown links, and those that lead out of the repository. */
const linksIn = (found: Line[]) =>
  found.flatMap(({ at, file, text }) =>
    file.endsWith('.md')
      ? [...text.matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)].map(([, path]) => ({
          at,
          outside: relative(ROOT, resolve(dirname(file), path!)).startsWith('..'),
        }))
      : [],
  );

describe('citations', () => {
  it('name anchors that the docs have', () => {
    const citations = citationsIn(lines);
    expect(citations.filter(({ doc }) => doc === 'product.md').length).toBeGreaterThan(200);
    expect(citations.filter(({ known }) => !known)).toEqual([]);
  });

  it('never name a file outside the repository', () => {
    expect(outsideNames(lines)).toEqual([]);
    const links = linksIn(lines);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter(({ outside }) => outside)).toEqual([]);
  });

  it('are caught when they cite a missing anchor or a file outside', () => {
    const code = {
      at: 'x.ts:1',
      file: join(ROOT, 'x.ts'),
      text: '// product.md#contact-gating, product.md#no-such-rule',
    };
    expect(citationsIn([code]).map(({ known }) => known)).toEqual([true, false]);
    expect(outsideNames([{ ...code, text: '// (spec §4, ARCHITECTURE §2.8)' }])).toEqual(['x.ts:1']);
    const doc = {
      at: 'docs/x.md:1',
      file: join(DOCS, 'x.md'),
      text: '[the brand](../../shared/BRAND.md), [api](api.md)',
    };
    expect(linksIn([doc]).map(({ outside }) => outside)).toEqual([true, false]);
  });
});
