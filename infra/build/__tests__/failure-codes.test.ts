import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_FAILURES, APP_FAILURES, PLATFORM_FAILURES, QUERY_FAILURES, type Failure } from '@fairgo/shared/actions';
import { FAILURES as ACCOUNT } from '../../../mf-account/src/lib/failures';
import { FAILURES as ADMIN } from '../../../mf-admin/src/lib/failures';
import { FAILURES as MARKET } from '../../../mf-marketplace/src/lib/failures';
import { FAILURES as TASKS } from '../../../mf-tasks/src/lib/failures';
import { FAILURES as SHELL } from '../../../shell/src/platform/failures';

// Each app's failures come from its one table (`failureCodes`, which refuses a number used twice when
// the table is made); across the site, a code read in a log names one failure only. A write's or a
// load's failure tells the person what went wrong from that table, never from a text its hook or
// component picks.
const APPS = { ACCOUNT, ADMIN, MARKET, TASKS, SHELL };
const TABLES = { ...APPS, API_FAILURES, APP_FAILURES, PLATFORM_FAILURES, QUERY_FAILURES };
const ROOT = join(__dirname, '../../..');

describe('failure codes', () => {
  const failures = Object.values(TABLES).flatMap((table) => Object.values(table) as Failure[]);
  const codes = failures.map(({ code }) => code);

  it('are each one number of one app, with what was being done', () => {
    for (const code of codes) expect(code).toMatch(/^(ACCOUNT|ADMIN|MARKET|TASKS|SHELL|APP|QUERY|API)-\d{3} \S/);
    for (const [app, table] of Object.entries(APPS))
      for (const { code } of Object.values(table) as Failure[]) expect(code.startsWith(`${app}-`)).toBe(true);
  });

  it('name one failure each across the site', () => {
    const ids = codes.map((code) => code.slice(0, code.indexOf(' ')));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(codes.length).toBeGreaterThan(60);
  });

  it("tell, for every write and every load, what the person reads from the app's table", () => {
    const files = execFileSync('git', ['ls-files', '*/api/use-*.ts', '*/api/task-steps.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const silent: string[] = [];
    let writes = 0;
    for (const file of files.split('\n').filter(Boolean)) {
      const source = readFileSync(join(ROOT, file), 'utf8');
      if (!source.includes('useWrite(') && !source.includes('useLoad(')) continue;
      const own = Object.entries(APP_FOLDERS).find(([, folder]) => file.startsWith(folder))?.[0] as keyof typeof APPS;
      // Every failure a write's or a load's file names, but those of plain queries whose failure only logs
      // (`meta: { log: … }`: a count beside a list).
      for (const [, table, name] of source
        .replace(/meta: \{ log: [^}]*\}/g, '')
        .matchAll(/\b(FAILURES|PLATFORM_FAILURES)\.(\w+)/g)) {
        const failure = (table === 'FAILURES' ? APPS[own] : PLATFORM_FAILURES)[name as never] as Failure;
        writes += 1;
        if (!failure.said) silent.push(failure.code);
      }
    }
    expect(writes).toBeGreaterThan(50);
    expect(silent).toEqual([]);
  });
});

const APP_FOLDERS: Record<keyof typeof APPS, string> = {
  ACCOUNT: 'mf-account/',
  ADMIN: 'mf-admin/',
  MARKET: 'mf-marketplace/',
  TASKS: 'mf-tasks/',
  SHELL: 'shell/',
};
