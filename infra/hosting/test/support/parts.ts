import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { ROOT } from '../../src/apps';

/**
 * The parts as an operator deploys them: the archives `npm run package` wrote (the newest of each),
 * unpacked in folders of their own outside the checkout. Every process of the topology starts from one.
 */
const PARTS = ['api', 'pages', 'static', 'release', 'pages-next'] as const;
type Part = (typeof PARTS)[number];
/** Which build of the shell the shell hosts start from: the pages part, or its second build (`next`). */
export const shellBuild: { part: 'pages' | 'pages-next' } = { part: 'pages' };
/** Where the archives were unpacked (unpackParts). */
let partsDir = '';
export function unpackParts(into: string) {
  partsDir = into;
  const packages = join(ROOT, '.packages');
  if (!existsSync(packages)) throw new Error('no archives in .packages: run `npm run package` (npm test does)');
  for (const part of PARTS) {
    // The second shell build is the pages part labelled `next` (npm run package:next-shell).
    const [base, label] = part === 'pages-next' ? ['pages', '-next'] : [part, ''];
    const [newest] = readdirSync(packages)
      .filter((file) => file.startsWith(`fairgo-${base}-`) && file.endsWith(`${label}.tar.gz`))
      .filter((file) => label !== '' || !file.endsWith('-next.tar.gz'))
      .map((file) => ({ file, at: statSync(join(packages, file)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    if (!newest)
      throw new Error(`no archive of the ${part} part in .packages: run \`npm run package\` (and package:next-shell)`);
    mkdirSync(join(partsDir, part), { recursive: true });
    execFileSync('tar', ['-xzf', join(packages, newest.file), '-C', join(partsDir, part)]);
  }
}
/** Where a part's archive was unpacked. */
export const partDir = (part: Part) => join(partsDir, part);
export const PART_NAMES = PARTS;

/** A part's file, in its unpacked archive: the API's, a host's (the shell's or the static one's), the release CLI's. */
export function partFile(file: string, args: string[] = []): string {
  if (isAbsolute(file)) return file;
  const part: Part = file.startsWith('infra/api/')
    ? 'api'
    : file.startsWith('infra/release/')
      ? 'release'
      : args[0] === 'static'
        ? 'static'
        : shellBuild.part;
  return join(partsDir, part, file);
}
