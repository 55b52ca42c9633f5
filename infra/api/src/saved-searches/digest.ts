import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import { repeatEvery } from '../lib/repeating-job';
import { secretFrom } from '../lib/secret-file';
import { sydneyClock } from '../lib/sydney-time';
import { unsubscribeToken } from './unsubscribe-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends each user with new matches their one digest of the day; answers how many were sent. */
    sendSearchDigests: () => Promise<number>;
    /**
     * The secret links and tokens that act without a session are signed with (unsubscribe links, health
     * tokens), and every secret they are read with: during a rotation, the previous one as well.
     */
    linkSecrets: { sign: string; read: string[] };
  }
}

/**
 * The daily digest of search alerts, driven by the database so that several API instances
 * send each person one e-mail a day: a run claims (user, day) in search_digests before writing, and
 * the outbox's batch id makes the send itself idempotent. Matches of searches whose e-mails are off
 * are marked digested without mail; a person with nothing new gets nothing.
 */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const sign = secretFrom(config.linkSecret, config.linkSecretFile);
    app.decorate('linkSecrets', { sign, read: config.previousLinkSecret ? [sign, config.previousLinkSecret] : [sign] });

    app.decorate('sendSearchDigests', async () => {
      const now = app.now();
      const { day, hour } = sydneyClock(now);
      // From config.alerts.digestHour (07:00 unless set), never twice on one day.
      if (hour < config.alerts.digestHour) return 0;
      // The people with a match waiting from a search whose e-mails are on, and no digest yet today.
      const waiting = await app.db
        .selectFrom('saved_search_matches')
        .innerJoin('saved_searches', 'saved_searches.id', 'saved_search_matches.search_id')
        .select('saved_search_matches.user_id')
        .distinct()
        .where('saved_search_matches.digested_at', 'is', null)
        .where('saved_search_matches.created_at', '<=', now)
        .where('saved_searches.email_digest', '=', true)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('search_digests')
                .select('search_digests.user_id')
                .whereRef('search_digests.user_id', '=', 'saved_search_matches.user_id')
                .where('search_digests.day', '=', day),
            ),
          ),
        )
        .execute();
      let sent = 0;
      for (const { user_id: userId } of waiting) {
        const digest = await app.db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('search_digests')
            .values({ user_id: userId, day })
            .onConflict((conflict) => conflict.doNothing())
            .returning('user_id')
            .executeTakeFirst();
          if (!claimed) return null;
          const matches = await trx
            .updateTable('saved_search_matches')
            .set({ digested_at: now })
            .from('saved_searches')
            .whereRef('saved_searches.id', '=', 'saved_search_matches.search_id')
            .where('saved_search_matches.user_id', '=', userId)
            .where('saved_search_matches.digested_at', 'is', null)
            .where('saved_search_matches.created_at', '<=', now)
            .returning([
              'saved_searches.summary',
              'saved_searches.email_digest',
              'saved_search_matches.title',
              'saved_search_matches.url',
              'saved_search_matches.created_at',
            ])
            .execute();
          const user = await trx
            .selectFrom('users')
            .select(['email', 'name'])
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          return { user, matches: matches.filter((match) => match.email_digest) };
        });
        if (!digest || digest.matches.length === 0) continue;
        await app.mail.send(digestMail(config.siteUrl, app.linkSecrets.sign, userId, day, digest));
        sent += 1;
      }
      return sent;
    });

    repeatEvery(app, {
      name: 'search-digest',
      everyMs: config.alerts.digestEveryMs,
      failure: 'SEARCH-002 search digests failed',
      run: async () => {
        const sent = await app.sendSearchDigests();
        if (sent > 0) app.log.info({ count: sent }, 'search digests sent');
      },
    });
  },
  { name: 'search-alerts', dependencies: ['database', 'mail'] },
);

interface Digest {
  user: { email: string; name: string };
  matches: { summary: string; title: string; url: string }[];
}

function digestMail(siteUrl: string, secret: string, userId: string, day: string, { user, matches }: Digest) {
  const bySearch = new Map<string, Digest['matches']>();
  for (const match of matches) bySearch.set(match.summary, [...(bySearch.get(match.summary) ?? []), match]);
  const sections = [...bySearch].map(
    ([summary, found]) =>
      `${summary}\n${found.map((match) => `  - ${match.title}\n    ${siteUrl}${match.url}`).join('\n')}`,
  );
  const token = unsubscribeToken(secret, userId);
  const unsubscribe = `${siteUrl}/api/savedSearches/unsubscribe?token=${encodeURIComponent(token)}`;
  const count = matches.length === 1 ? '1 new match' : `${matches.length} new matches`;
  return {
    to: user.email,
    subject: `FairGo: ${count} for your saved searches`,
    kind: 'searchDigest',
    batchId: `search-digest:${userId}:${day}`,
    secrets: [token],
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    text: [
      `Hi ${user.name},`,
      '',
      `Here is what was posted for your saved searches since your last digest:`,
      '',
      sections.join('\n\n'),
      '',
      `Manage your saved searches in your profile: ${siteUrl}/profile`,
      `Stop these emails (one click, no sign-in): ${unsubscribe}`,
    ].join('\n'),
  };
}
