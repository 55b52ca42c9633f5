import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../helper';

/** The newest mail the app delivered to its development mail drop (config.mailDropDir), as sent. */
export function latestDelivered(app: TestApp) {
  const [newest] = readdirSync(app.config.mailDropDir).sort().reverse();
  if (!newest) throw new Error('no mail was delivered');
  return JSON.parse(readFileSync(join(app.config.mailDropDir, newest), 'utf8')) as {
    to: { address: string }[];
    subject: string;
    text: string;
  };
}
