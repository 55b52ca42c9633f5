declare module 'fastify' {
  interface FastifyInstance {
    /** The current time: the wall clock, or a test's own clock (buildApp's `clock` option). */
    now: () => Date;
  }
}

export type Clock = () => Date;
export const wallClock: Clock = () => new Date();
