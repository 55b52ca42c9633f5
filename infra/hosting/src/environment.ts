import Type, { type Static, type TObject, type TOptional, type TProperties, type TSchema, type TString } from 'typebox';
import Value from 'typebox/value';

/**
 * What every FairGo process reads of its environment the same way. Each process declares the
 * variables it reads as one schema (a TypeBox object: each variable's type, its fallback as `default`,
 * and what it must be, in words, as `description`) and reads them once, at start, with `readEnvironment`.
 */
const PORT = { multipleOf: 1, minimum: 1, maximum: 65_535, description: 'a port number (1-65535)' };

/**
 * A variable with no fallback (text unless `variable` says otherwise, built without one): unset or
 * empty, it reads as undefined, for the process to decide (an unserved listener, a default that
 * depends on NODE_ENV).
 */
function optional(): TOptional<TString>;
function optional<V extends TSchema>(variable: V): TOptional<V>;
function optional(variable: TSchema = Type.String()) {
  return Type.Optional(variable);
}

/** A variable's fallback, when it has one: without it the variable is required, or `Env.optional`. */
const orElse = (fallback: unknown) => (fallback === undefined ? {} : { default: fallback });

export const Env = {
  port: (fallback?: number) => Type.Number({ ...PORT, ...orElse(fallback) }),
  positiveInteger: (fallback: number) =>
    Type.Number({ multipleOf: 1, minimum: 1, default: fallback, description: 'a positive whole number' }),
  hourOfDay: (fallback: number) =>
    Type.Number({ multipleOf: 1, minimum: 0, maximum: 23, default: fallback, description: 'an hour from 0 to 23' }),
  percent: (fallback: number) =>
    Type.Number({ minimum: 0, exclusiveMaximum: 100, default: fallback, description: 'a percentage (0-99)' }),
  fraction: (fallback: number) =>
    Type.Number({ minimum: 0, maximum: 1, default: fallback, description: 'from 0 to 1' }),
  boolean: (fallback?: boolean) => Type.Boolean({ ...orElse(fallback), description: '"true" or "false"' }),
  url: (fallback?: string) => Type.String({ format: 'uri', ...orElse(fallback), description: 'a URL' }),
  oneOf: <const T extends string>(allowed: readonly T[], fallback?: T) =>
    Type.Union(
      allowed.map((value) => Type.Literal(value)),
      { ...orElse(fallback), description: allowed.map((value) => `"${value}"`).join(' or ') },
    ),
  text: (fallback: string) => Type.String({ default: fallback }),
  /** A variable that must be set: `what` says what it is. */
  required: (what: string) => Type.String({ description: what }),
  optional,
};

type Variable = TSchema & { default?: unknown; description?: string };

/**
 * The variables `schema` declares, read from `env`: an unset or empty variable takes its fallback; a
 * bad one is noted in `problems` as "<NAME> must be <description>, got "<value>"" (and takes its
 * fallback, so that one start names every problem at once), a missing required one as "<NAME> is
 * required: <description>".
 */
export function readEnvironment<T extends TProperties>(
  schema: TObject<T>,
  env: NodeJS.ProcessEnv,
  problems: string[],
): Static<TObject<T>> {
  const values: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(schema.properties) as [string, Variable][]) {
    const raw = env[name];
    const { default: fallback, description } = variable;
    // Unset, an optional variable reads as undefined: a fallback beside it would never let it be unset.
    if (fallback !== undefined && Type.IsOptional(variable))
      throw new Error(`${name} is optional and has a fallback: drop one of them`);
    if (raw === undefined || raw === '') {
      if (fallback === undefined && !Type.IsOptional(variable)) problems.push(`${name} is required: ${description}`);
      values[name] = fallback;
      continue;
    }
    const value = Value.Convert(variable, raw);
    if (Value.Check(variable, value)) {
      values[name] = value;
    } else {
      problems.push(`${name} must be ${description}, got "${raw}"`);
      values[name] = fallback;
    }
  }
  return values as Static<TObject<T>>;
}

/**
 * NODE_ENV, read as an operator means it: "production", "Production" and "PRODUCTION" are production;
 * anything but production, development or test is a mistake to say, not a reason to run as development.
 */
export function nodeEnvironment(env: NodeJS.ProcessEnv): { production: boolean; problem: string | null } {
  const raw = (env.NODE_ENV ?? '').trim().toLowerCase();
  if (raw !== '' && raw !== 'production' && raw !== 'development' && raw !== 'test') {
    return { production: false, problem: `NODE_ENV must be production, development or test, got "${env.NODE_ENV}"` };
  }
  return { production: raw === 'production', problem: null };
}

/** Names what production needs and `env` lacks: "<NAME> is required in production: <why>". */
export function missingInProduction(env: NodeJS.ProcessEnv, required: Record<string, string>): string[] {
  return Object.entries(required)
    .filter(([name]) => !name.split(' or ').some((each) => env[each]))
    .map(([name, why]) => `${name} is required in production: ${why}`);
}

/** A variable that lists several values, comma-separated: each one trimmed, empty ones left out. */
export const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A start refused for a reason the operator can fix: its message says what to do. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

/** Every variable that is missing or bad, all named at once: one start tells the operator everything. */
export class ConfigError extends StartRefused {
  constructor(
    readonly problems: string[],
    subject = 'The configuration',
  ) {
    super(`${subject} is not usable:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Ends a process that refused to start with its sentence and EX_CONFIG (78); any other error is thrown on. */
export function exitRefused(error: unknown): never {
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  process.exit(78);
}
