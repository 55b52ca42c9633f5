import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../helper';

export interface DeliveredMail {
  to: { address: string }[];
  subject: string;
  text: string;
  messageId: string;
}

/** Every mail the app delivered to its development mail drop (config.mailDropDir), oldest first, as sent. */
export const deliveredMail = (app: TestApp): DeliveredMail[] =>
  readdirSync(app.config.mailDropDir)
    .filter((file) => file.endsWith('.json')) // not a mail still being written (`.part`)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(app.config.mailDropDir, file), 'utf8')) as DeliveredMail);

/**
 * The newest mail the app delivered, once the mail queue has sent what waits: the queue sends after
 * the request that wrote the mail has been answered.
 */
export async function latestDelivered(app: TestApp) {
  await app.mail.sendWaiting();
  const newest = deliveredMail(app).at(-1);
  if (!newest) throw new Error('no mail was delivered');
  return newest;
}
