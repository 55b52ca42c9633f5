import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

describe('the README', () => {
  it('lists every entry of @fairgo/shared', () => {
    const { exports } = JSON.parse(readFileSync(join(ROOT, 'shared/package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    const listed = /`@fairgo\/shared\/\{([^}]+)\}`/.exec(readFileSync(join(ROOT, 'README.md'), 'utf8'))![1]!;
    const entries = Object.keys(exports).map((entry) => entry.replace('./', ''));
    expect(listed.split(',').sort()).toEqual(entries.sort());
  });
});
