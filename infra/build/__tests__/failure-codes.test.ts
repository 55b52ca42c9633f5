import { API_FAILURES, APP_FAILURES, PLATFORM_FAILURES, QUERY_FAILURES } from '@fairgo/shared/actions';
import { FAILURES as ACCOUNT } from '../../../mf-account/src/lib/failures';
import { FAILURES as ADMIN } from '../../../mf-admin/src/lib/failures';
import { FAILURES as MARKET } from '../../../mf-marketplace/src/lib/failures';
import { FAILURES as TASKS } from '../../../mf-tasks/src/lib/failures';
import { FAILURES as SHELL } from '../../../shell/src/platform/failures';

// Each app's failures come from its one table (`failureCodes`, which refuses a number used twice when
// the table is made); across the site, a code read in a log names one failure only.
const TABLES = { ACCOUNT, ADMIN, MARKET, TASKS, SHELL, API_FAILURES, APP_FAILURES, PLATFORM_FAILURES, QUERY_FAILURES };

describe('failure codes', () => {
  const codes = Object.values(TABLES).flatMap((table) => Object.values(table) as string[]);

  it('are each one number of one app, with what was being done', () => {
    for (const code of codes) expect(code).toMatch(/^(ACCOUNT|ADMIN|MARKET|TASKS|SHELL|APP|QUERY|API)-\d{3} \S/);
    for (const [app, table] of Object.entries({ ACCOUNT, ADMIN, MARKET, TASKS, SHELL }))
      for (const code of Object.values(table)) expect(code.startsWith(`${app}-`)).toBe(true);
  });

  it('name one failure each across the site', () => {
    const ids = codes.map((code) => code.slice(0, code.indexOf(' ')));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(codes.length).toBeGreaterThan(60);
  });
});
