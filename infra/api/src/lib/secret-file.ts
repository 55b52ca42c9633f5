import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newToken } from './tokens';

/**
 * A secret from the environment when set (production), else one made on this machine's first start
 * and kept in `file` beside the database (readable by its owner only).
 */
export function secretFrom(value: string | null, file: string): string {
  if (value) return value;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${newToken()}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}
