import type { FastifyInstance } from 'fastify';

/**
 * A job the API runs every `everyMs` while it is up (automatic task completion, the search digest,
 * credential reminders): started when the app is ready (at once too with `atStart`), stopped when it
 * closes, never keeping the process alive; a failure is logged with its code and the next run tries again.
 */
export function repeatEvery(
  app: FastifyInstance,
  {
    everyMs,
    atStart = false,
    failure,
    run,
  }: { everyMs: number; atStart?: boolean; failure: string; run: () => Promise<unknown> },
) {
  let timer: NodeJS.Timeout | undefined;
  const once = async () => {
    try {
      await run();
    } catch (error) {
      app.log.error(error, failure);
    }
  };
  app.addHook('onReady', async () => {
    if (atStart) void once();
    timer = setInterval(once, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
