import { CREDENTIAL_REMINDER_DAYS } from '@fairgo/shared/contract';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { ApiConfig } from '../config';
import { repeatEvery } from '../lib/repeating-job';
import { addDays, sydneyClock } from '../lib/sydney-time';
import { credentialName } from './credential-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reminds each worker once of a verified credential expiring within 30 days; answers how many. */
    sendCredentialReminders: () => Promise<number>;
  }
}

/**
 * The reminder of a credential's expiry: 30 days before a verified credential expires, its
 * owner is told once, in the bell and by e-mail (through the outbox). The badge itself goes on the
 * expiry day with no job at all: it is judged by the day when read (credential-store.ts).
 */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    app.decorate('sendCredentialReminders', async () => {
      const { day } = sydneyClock(app.now());
      const due = await app.db
        .updateTable('credentials')
        .set({ reminded_at: app.now() })
        .from('users')
        .whereRef('users.id', '=', 'credentials.user_id')
        .where('credentials.status', '=', 'verified')
        .where('credentials.reminded_at', 'is', null)
        .where('credentials.expires_on', '>=', day)
        .where('credentials.expires_on', '<=', addDays(day, CREDENTIAL_REMINDER_DAYS))
        .returning([
          'credentials.id',
          'credentials.user_id',
          'credentials.type',
          'users.email',
          'users.name',
          sql`to_char(credentials.expires_on, 'DD/MM/YYYY')`.as('expires'),
        ])
        .execute();
      for (const credential of due) {
        const text = `Your ${credentialName(credential.type)} expires on ${String(credential.expires)}. Renew it and add the new one in your profile, so that its badge stays on your listings.`;
        await app.db
          .insertInto('notifications')
          .values({ user_id: credential.user_id, message: text, action_url: '/profile' })
          .execute();
        await app.mail.send({
          to: credential.email,
          subject: `FairGo: your ${credentialName(credential.type)} expires soon`,
          kind: 'credentialReminder',
          batchId: `credential-reminder:${credential.id}`,
          text: `Hi ${credential.name},\n\n${text}\n\n${config.siteUrl}/profile`,
        });
      }
      return due.length;
    });

    repeatEvery(app, {
      name: 'credential-reminders',
      everyMs: config.credentials.reminderEveryMs,
      failure: 'CRED-001 credential reminders failed',
      run: () => app.sendCredentialReminders(),
    });
  },
  { name: 'credential-reminders', dependencies: ['database', 'mail'] },
);
