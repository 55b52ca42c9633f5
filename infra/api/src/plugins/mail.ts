import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ApiConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What the message is, e.g. 'passwordReset'; admins read the outbox by it. */
  kind: string;
  /** Sending the same batch twice to the same address stores it once (idempotent sends). */
  batchId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: { send: (mail: OutgoingMail) => Promise<void> };
  }
}

/**
 * Mail goes into the outbox table first (the offline default: readable by admins and tests);
 * with SMTP_URL set it is also sent, and marked sent.
 */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

    app.decorate('mail', {
      async send(mail: OutgoingMail) {
        const row = await app.db
          .insertInto('outbox')
          .values({
            to_email: mail.to,
            subject: mail.subject,
            text_body: mail.text,
            kind: mail.kind,
            batch_id: mail.batchId ?? null,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row || !transport) return;
        try {
          await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
          await app.db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
        } catch (error) {
          app.log.error({ err: error, outboxId: row.id }, 'mail could not be sent; it stays in the outbox');
        }
      },
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
