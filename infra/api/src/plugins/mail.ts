import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { ApiConfig } from '../config';
import { addToOutbox, markSent } from '../mail/outbox-store';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What the message is, e.g. 'passwordReset'; admins read the outbox by it. */
  kind: string;
  /** Sending the same batch twice to the same address stores it once (idempotent sends). */
  batchId?: string;
  /** Parts of the text only its addressee may read (a reset link's token): the outbox shows `[hidden]`. */
  secrets?: string[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export const HIDDEN = '[hidden]';
const withoutSecrets = (text: string, secrets: string[] = []) =>
  secrets.reduce((shown, secret) => shown.replaceAll(secret, HIDDEN), text);

declare module 'fastify' {
  interface FastifyInstance {
    mail: { send: (mail: OutgoingMail) => Promise<void> };
  }
}

/**
 * Mail goes into the outbox table first, its secrets hidden (admins read it); then it is sent, and
 * marked sent: by SMTP with SMTP_URL set, otherwise into the development mail drop (config.mailDropDir),
 * one JSON file per mail as nodemailer's JSON transport writes it.
 */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
    const asJson = nodemailer.createTransport({ jsonTransport: true });
    if (!smtp) await mkdir(config.mailDropDir, { recursive: true });
    const deliver = async (message: SendMailOptions) => {
      if (smtp) return void (await smtp.sendMail(message));
      const { message: json } = await asJson.sendMail(message);
      await writeFile(join(config.mailDropDir, `${Date.now()}-${randomUUID()}.json`), String(json));
    };

    app.decorate('mail', {
      async send(mail: OutgoingMail) {
        const id = await addToOutbox(app.db, {
          to: mail.to,
          subject: mail.subject,
          shownText: withoutSecrets(mail.text, mail.secrets),
          kind: mail.kind,
          batchId: mail.batchId,
        });
        if (!id) return;
        try {
          await deliver({
            from: config.mailFrom,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.headers ? { headers: mail.headers } : {}),
          });
          await markSent(app.db, id, app.now());
        } catch (error) {
          app.log.error({ err: error, outboxId: id }, 'mail could not be sent; it stays in the outbox');
        }
      },
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
