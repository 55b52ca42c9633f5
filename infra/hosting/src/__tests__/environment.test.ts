import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Type from 'typebox';
import { Env, readEnvironment } from '../environment';

const variables = Type.Object({
  PORT: Env.port(4000),
  EVERY_MS: Env.positiveInteger(60_000),
  PRETTY: Env.boolean(false),
  SOURCE: Env.oneOf(['database', 'checkout'], 'database'),
  SMTP_URL: Env.optional(Env.url()),
  SITE_HOST: Env.required("the site's host name"),
});

const read = (env: NodeJS.ProcessEnv) => {
  const problems: string[] = [];
  return { values: readEnvironment(variables, env, problems), problems };
};

describe('readEnvironment', () => {
  it('gives each unset or empty variable its fallback, and converts what is set', () => {
    expect(read({ SITE_HOST: 'fairgo.au', PRETTY: '' })).toEqual({
      values: {
        PORT: 4000,
        EVERY_MS: 60_000,
        PRETTY: false,
        SOURCE: 'database',
        SMTP_URL: undefined,
        SITE_HOST: 'fairgo.au',
      },
      problems: [],
    });
    expect(
      read({ SITE_HOST: 'fairgo.au', PORT: '8080', PRETTY: 'true', SOURCE: 'checkout', SMTP_URL: 'smtp://mail:25' })
        .values,
    ).toMatchObject({ PORT: 8080, PRETTY: true, SOURCE: 'checkout', SMTP_URL: 'smtp://mail:25' });
  });

  it('refuses a schema whose optional variable has a fallback, which could then never be unset', () => {
    const schema = Type.Object({ METRICS_PORT: Type.Optional(Env.port(9100)) });
    expect(() => readEnvironment(schema, {}, [])).toThrow('METRICS_PORT is optional and has a fallback');
    expect(readEnvironment(Type.Object({ METRICS_PORT: Env.optional(Env.port()) }), {}, [])).toEqual({
      METRICS_PORT: undefined,
    });
  });

  it('names every bad or missing variable at once, with what it must be', () => {
    expect(read({ PORT: '80.5', EVERY_MS: '-1', PRETTY: 'yes', SOURCE: 'files', SMTP_URL: 'mail' }).problems).toEqual([
      'PORT must be a port number (1-65535), got "80.5"',
      'EVERY_MS must be a positive whole number, got "-1"',
      'PRETTY must be "true" or "false", got "yes"',
      'SOURCE must be "database" or "checkout", got "files"',
      'SMTP_URL must be a URL, got "mail"',
      "SITE_HOST is required: the site's host name",
    ]);
  });
});

// The server parts are bundled (infra/build/bin/fairgo-build-server.mjs) and must not need the checkout
// at run time: the apps' identities travel in the bundle, and nothing is read until a process asks.
describe("the site's configuration, as a server part's build carries it", () => {
  it('runs from a folder outside the checkout, with no package.json to read', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fairgo-site-config-'));
    try {
      await build({
        stdin: {
          contents:
            "import { readSite } from './site-config';\n" +
            'const site = readSite({ PORT_MF_TASKS: "3102" }, false, []);\n' +
            'console.log(JSON.stringify(site.apps.map((app) => [app.folder, app.port])));',
          resolveDir: join(__dirname, '..'),
          loader: 'ts',
        },
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: join(folder, 'site.mjs'),
        logLevel: 'silent',
      });
      const printed = execFileSync(process.execPath, [join(folder, 'site.mjs')], { cwd: folder, encoding: 'utf8' });
      expect(JSON.parse(printed)).toEqual([
        ['shell', 3000],
        ['mf-marketplace', 3001],
        ['mf-tasks', 3102],
        ['mf-account', 3003],
        ['mf-admin', 3004],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
