import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const SCRIPT = join(__dirname, '..', 'bin', 'fairgo-build-server.mjs');
const run = promisify(execFile);
const buildIn = (folder: string, ...args: string[]) => run(process.execPath, [SCRIPT, ...args], { cwd: folder });

describe('a server part’s build (fairgo-build-server)', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'fairgo-build-server-'));
    mkdirSync(join(folder, 'src', 'migrations'), { recursive: true });
    writeFileSync(join(folder, 'src', 'cli.ts'), "const said: string = 'built';\nconsole.log(said);\n");
    writeFileSync(join(folder, 'src', 'other.ts'), "console.log('other');\n");
    writeFileSync(join(folder, 'src', 'migrations', '001.sql'), 'select 1;\n');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('never leaves dist/ without the last whole build while others build it again (parallel release commands)', async () => {
    await buildIn(folder, 'src/cli.ts');
    const cli = join(folder, 'dist', 'cli.js');
    let missing = 0;
    let building = true;
    const watch = (async () => {
      while (building) {
        if (!existsSync(cli)) missing++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all([1, 2, 3, 4].map(() => buildIn(folder, 'src/cli.ts')));
    building = false;
    await watch;
    expect(missing).toBe(0);
    const ran = spawn(process.execPath, [cli]);
    let out = '';
    ran.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => ran.on('close', resolve));
    expect(out.trim()).toBe('built');
    expect(readdirSync(join(folder, 'dist')).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('drops what an earlier build made and this one does not, and copies afresh', async () => {
    await buildIn(folder, 'src/cli.ts', 'src/other.ts', '--copy', 'src/migrations:migrations');
    rmSync(join(folder, 'src', 'migrations', '001.sql'));
    writeFileSync(join(folder, 'src', 'migrations', '002.sql'), 'select 2;\n');
    await buildIn(folder, 'src/cli.ts', '--copy', 'src/migrations:migrations');
    expect(readdirSync(join(folder, 'dist')).sort()).toEqual(['cli.js', 'cli.js.map', 'migrations']);
    expect(readdirSync(join(folder, 'dist', 'migrations'))).toEqual(['002.sql']);
  });
});
