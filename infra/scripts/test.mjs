#!/usr/bin/env node
// `npm test`: every test of the project, on the two cores the machines have. The stages run in
// steps; the stages of one step run side by side (each line of their output is prefixed with the
// stage's name), and a step starts when the one before it has ended. A failed stage does not stop
// the others, except those that need what it makes (no e2e without builds). At the end, a table of
// each stage's wall time; the run fails when any stage failed.
//
// The apps are built once, beside the typecheck and lint; the API suite runs on a throwaway PostgreSQL
// server, with its embedded-database files on PGlite too; the e2e suite runs two copies of the site, one
// per Playwright worker. docs/testing.md tells why, and what each stage proves.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const POSTGRES = 'infra/scripts/throwaway-postgres.sh';

/** Set by the stage that starts the throwaway PostgreSQL server, for the stages after it. */
let databaseUrl = null;

const STAGES = {
  typecheck: { command: ['npm', 'run', 'typecheck'] },
  lint: { command: ['npm', 'run', 'lint'] },
  build: { command: ['node', 'infra/hosting/scripts/build-apps.mjs'] },
  'PostgreSQL server': { command: ['bash', POSTGRES, 'start'], capture: (out) => (databaseUrl = parseUrl(out)) },
  // Every Jest project, two workers (Jest's default on two cores is one). With DATABASE_URL the API suite
  // runs on PostgreSQL, and its embedded-database files on PGlite as well (jest.config.cjs).
  'unit, component, API': {
    needs: ['PostgreSQL server'],
    command: ['npm', 'run', 'test:unit', '--', '--maxWorkers=2'],
    env: () => ({ DATABASE_URL: databaseUrl }),
  },
  // Both projects (every spec, then the journeys keyboard-only), two sites, two workers.
  e2e: { needs: ['build'], command: ['npm', 'run', 'e2e'] },
  // The site on PostgreSQL: every route, the security headers and the API proxy.
  'e2e on PostgreSQL': {
    needs: ['build', 'PostgreSQL server'],
    command: [
      'npm',
      'run',
      'e2e',
      '--',
      'tests/routes.spec.ts',
      'tests/security-headers.spec.ts',
      'tests/api-proxy.spec.ts',
    ],
    env: () => ({ DATABASE_URL: databaseUrl, E2E_SITES: '1' }),
  },
  // The API's benches (listing search, saved-search matching, listing reads under load, release health) at a
  // small size on PostgreSQL:
  // each runs end to end, so none stops working unseen; their budgets are for full size (BENCH_SMOKE).
  'API benches, small': {
    needs: ['PostgreSQL server'],
    command: ['npm', 'run', 'bench', '-w', 'infra/api'],
    env: () => ({
      DATABASE_URL: databaseUrl,
      BENCH_SMOKE: '1',
      LISTINGS: '2000',
      SEARCHES: '500',
      SAMPLES_PER_DAY: '1000',
      LOAD_SECONDS: '2',
      ROUNDS: '1',
    }),
  },
  // The archives an operator deploys (npm run package), which the topology runs.
  package: { needs: ['build'], command: ['npm', 'run', 'package'] },
  // A second build of the shell, packed apart, for the topology's rolling upgrade of the shell hosts.
  'next shell': { needs: ['build'], command: ['npm', 'run', 'package:next-shell'] },
  // The API from before the newest migration, which the topology runs on the migrated schema.
  'previous API': { command: ['npm', 'run', 'build:previous-api'] },
  // Production's processes from those archives behind nginx, files in an S3-protocol store (docs/deploying.md).
  'production topology': {
    needs: ['package', 'next shell', 'previous API', 'PostgreSQL server'],
    command: ['npm', 'run', 'test:topology'],
    env: () => ({ DATABASE_URL: databaseUrl }),
  },
};

/** Steps of lanes: a lane's stages run one after another, a step's lanes side by side. */
const STEPS = [
  [
    // tsc is one process on one core: the builds and the lint share the other, and end about as it does.
    ['typecheck'],
    ['PostgreSQL server', 'build', 'lint'],
  ],
  [['unit, component, API']],
  [['e2e']],
  [
    // The topology waits for the second shell, which is built beside the archives: together they keep
    // both cores busy, where one after the other they left one idle.
    ['next shell', 'e2e on PostgreSQL', 'API benches, small'],
    ['package', 'previous API', 'production topology'],
  ],
];

const results = new Map();
/** Each stage's end, for the stages that need it (Promise.withResolvers is Node 22's). */
const ended = new Map(
  Object.keys(STAGES).map((name) => {
    let resolve;
    const promise = new Promise((settle) => (resolve = settle));
    return [name, { promise, resolve }];
  }),
);
/** Lines that name a failed test, per stage, repeated above the table: CI keeps only a run's tail. */
const failures = new Map();
/** Jest's `FAIL file` and `● suite › test`, Playwright's `1) [project] › file › test`. */
const FAILURE_LINE = /^\s*(FAIL\s|● (?!Console)|\d+\) \[)/;
/**
 * What follows a named failure and says why: its first `Error:` (Playwright) or `expect(…)` (Jest) line, and
 * the line of the tests' own code it stopped at.
 */
const DETAIL_LINE = /^\s*(Error: |expect\(|at .*([\s(/](test|tests|__tests__)\/|\.(spec|test)\.tsx?:)\S*:\d+)/;
const DETAILS_PER_FAILURE = 2;
const FAILURES_KEPT = 30;
/** Per stage, how many detail lines the last named failure may still take. */
const detailsWanted = new Map();

function noteFailure(stage, line) {
  const lines = failures.get(stage) ?? [];
  if (FAILURE_LINE.test(line)) {
    failures.set(stage, lines);
    const named = lines.filter((kept) => !kept.startsWith('  ')).length;
    const fresh = named < FAILURES_KEPT && !lines.includes(line.trim());
    if (fresh) lines.push(line.trim());
    detailsWanted.set(stage, fresh ? DETAILS_PER_FAILURE : 0);
    return;
  }
  const wanted = detailsWanted.get(stage) ?? 0;
  if (wanted === 0 || !DETAIL_LINE.test(line)) return;
  lines.push(`  ${line.trim()}`);
  detailsWanted.set(stage, wanted - 1);
}
/** The stages' processes while they run, each the leader of its own process group. */
const running = new Set();
const startedAt = Date.now();

function parseUrl(output) {
  const url = /DATABASE_URL=(\S+)/.exec(output)?.[1];
  if (!url) throw new Error(`${POSTGRES} printed no DATABASE_URL`);
  return url;
}

/** Runs one stage, its output prefixed with its name; resolves to 'passed', 'failed' or 'skipped'. */
async function run(name) {
  const stage = STAGES[name];
  // A need in another lane of this step may still be running: wait for it.
  await Promise.all((stage.needs ?? []).map((need) => ended.get(need)?.promise));
  const missing = (stage.needs ?? []).filter((need) => results.get(need)?.result !== 'passed');
  if (missing.length > 0) {
    results.set(name, { result: 'skipped', why: `needs ${missing.join(', ')}`, start: Date.now(), end: Date.now() });
    console.log(`[${name}] skipped: needs ${missing.join(', ')}`);
    return;
  }
  const start = Date.now();
  const [command, ...args] = stage.command;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...stage.env?.() },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let captured = '';
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8').on('data', (chunk) => {
      if (stage.capture && stream === child.stdout) {
        captured += chunk;
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        process.stdout.write(`[${name}] ${line}\n`);
        noteFailure(name, line);
      }
    });
    stream.on('end', () => partial && process.stdout.write(`[${name}] ${partial}\n`));
  }
  const code = await new Promise((resolve) => child.on('close', (exitCode, signal) => resolve(exitCode ?? signal)));
  running.delete(child);
  let result = code === 0 ? 'passed' : 'failed';
  if (result === 'passed' && stage.capture) {
    try {
      stage.capture(captured);
    } catch (error) {
      console.log(`[${name}] ${error.message}`);
      result = 'failed';
    }
  }
  results.set(name, { result, start, end: Date.now(), why: code === 0 ? '' : `exit ${code}` });
}

/** Stops every running stage with SIGINT, as Ctrl-C would: Playwright then stops the sites it started, whose processes are in groups of their own. */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // It has ended meanwhile.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    stopPostgres();
    process.exit(130);
  });
}

/** Stops the throwaway server before this process ends: left running, it would hold its port and folder for the next run. */
function stopPostgres() {
  if (results.has('PostgreSQL server')) spawnSync('bash', [POSTGRES, 'stop'], { cwd: ROOT, stdio: 'inherit' });
}

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function printFailures() {
  for (const [name, lines] of failures) {
    if (results.get(name)?.result !== 'failed') continue;
    console.log(`\n[${name}] failed; the tests it named, each with its first error:`);
    for (const line of lines) console.log(`  ${line}`);
  }
}

function printTable() {
  const rows = [];
  const install = Number(process.env.CI_INSTALL_SECONDS);
  if (install > 0) rows.push(['install (.ci/run)', '', clock(install * 1000), 'passed']);
  for (const [name, { result, start, end, why }] of [...results].sort(([, a], [, b]) => a.start - b.start))
    rows.push([name, clock(start - startedAt), clock(end - start), why ? `${result} (${why})` : result]);
  const total = Date.now() - startedAt + (install > 0 ? install * 1000 : 0);
  rows.push([
    'total',
    '',
    clock(total),
    results.size && [...results.values()].every((r) => r.result === 'passed') ? 'passed' : 'failed',
  ]);
  const header = ['stage', 'began at', 'wall time', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\nnpm test: wall time of each stage (m:ss)\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

try {
  for (const lanes of STEPS) {
    await Promise.all(
      lanes.map(async (lane) => {
        for (const name of lane) {
          await run(name);
          ended.get(name).resolve();
        }
      }),
    );
  }
} finally {
  stopPostgres();
}
printFailures();
printTable();
process.exit([...results.values()].every(({ result }) => result === 'passed') ? 0 : 1);
