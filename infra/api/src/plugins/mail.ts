import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { ApiConfig } from '../config';
import { repeatEvery } from '../lib/repeating-job';
import { addToOutbox, markSent, markTryFailed, takeDueMail, type WaitingMail } from '../mail/outbox-store';

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

/** How long one try may take before another instance may take the mail again (the SMTP timeouts below fit in it). */
const TRY_LEASE_MS = 2 * 60_000;
/** Mails one run of the queue sends; the next run (or the next mail written) takes the rest. */
const BATCH = 20;
/** The longest wait between two tries, however many came before. */
const MAX_RETRY_WAIT_MS = 6 * 60 * 60_000;

/** The wait after try number `tries` failed: the base, four times longer after each failure, at most 6 hours. */
export const retryWaitMs = (tries: number, baseMs: number) => Math.min(baseMs * 4 ** (tries - 1), MAX_RETRY_WAIT_MS);

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Queues a mail and starts sending it; never waits for the mail server, nor fails because of it. */
      send: (mail: OutgoingMail) => Promise<void>;
      /** Sends what waits, until nothing due is left; answers how many mails were tried. */
      sendWaiting: () => Promise<number>;
    };
  }
}

/**
 * Mail is a queue in the outbox table: written there first, its secrets hidden from admins, then sent
 * after the request that wrote it, by SMTP with SMTP_URL set, otherwise into the development mail drop
 * (config.mailDropDir, one JSON file per mail). A try that fails is retried with backoff
 * (config.mail); after the last one the mail is given up and every admin is told in the bell. Each
 * mail carries one Message-ID, whatever the try, so a receiver can drop a copy that a crash mid-send repeated.
 */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const smtp = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl, {
          // nodemailer waits 2 and 10 minutes by default; a try must end well within its lease.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
    const asJson = nodemailer.createTransport({ jsonTransport: true });
    if (!smtp) await mkdir(config.mailDropDir, { recursive: true });
    const deliver = async (message: SendMailOptions) => {
      if (smtp) return void (await smtp.sendMail(message));
      const { message: json } = await asJson.sendMail(message);
      // Written whole under another name, then renamed: a reader of the drop never sees half a mail.
      const file = join(config.mailDropDir, `${Date.now()}-${randomUUID()}.json`);
      await writeFile(`${file}.part`, String(json));
      await rename(`${file}.part`, file);
    };
    const domain = new URL(config.siteUrl).hostname;

    async function tryOnce(mail: WaitingMail) {
      try {
        await deliver({
          from: config.mailFrom,
          to: mail.to_email,
          subject: mail.subject,
          text: mail.send_text ?? '',
          messageId: `<${mail.id}@${domain}>`,
          ...(mail.send_headers ? { headers: mail.send_headers } : {}),
        });
        await markSent(app.db, mail.id, app.now());
      } catch (error) {
        const words = error instanceof Error ? error.message.slice(0, 500) : String(error);
        const last = mail.attempts >= config.mail.maxAttempts;
        const retryAt = last
          ? null
          : new Date(app.now().getTime() + retryWaitMs(mail.attempts, config.mail.retryBaseMs));
        await markTryFailed(app.db, mail.id, words, retryAt, app.now());
        app.log.warn({ err: error, outboxId: mail.id, tries: mail.attempts, retryAt }, 'mail not sent');
        if (last) await tellAdmins(mail, words);
      }
    }

    async function tellAdmins(mail: WaitingMail, words: string) {
      const message = `A "${mail.kind}" e-mail to ${mail.to_email} could not be sent after ${mail.attempts} tries: ${words}`;
      await app.db
        .insertInto('notifications')
        .columns(['user_id', 'message'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([eb.ref('id').as('user_id'), eb.val(message).as('message')])
            .where('is_admin', '=', true),
        )
        .execute();
    }

    // One run at a time in this process; other instances take other mails (takeDueMail skips locked rows).
    let running: Promise<number> | undefined;
    let again = false;
    const sendWaiting = (): Promise<number> => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let tried = 0;
        do {
          again = false;
          for (;;) {
            const due = await takeDueMail(app.db, app.now(), TRY_LEASE_MS, BATCH);
            for (const mail of due) await tryOnce(mail);
            tried += due.length;
            if (due.length < BATCH) break;
          }
        } while (again);
        return tried;
      })().finally(() => (running = undefined));
      return running;
    };

    app.decorate('mail', {
      async send(mail: OutgoingMail) {
        const id = await addToOutbox(
          app.db,
          {
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            shownText: withoutSecrets(mail.text, mail.secrets),
            kind: mail.kind,
            batchId: mail.batchId,
            headers: mail.headers,
          },
          app.now(),
        );
        // Stored: the queue owns it now. It is sent after this request, which neither waits nor fails for it.
        if (id) void sendWaiting().catch((error: unknown) => app.log.error(error, 'the mail queue could not run'));
      },
      sendWaiting,
    });

    repeatEvery(app, {
      name: 'mail-queue',
      everyMs: config.mail.sendEveryMs,
      atStart: true,
      failure: 'the mail queue could not run',
      run: sendWaiting,
    });
    app.addHook('onClose', async () => {
      await running;
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
