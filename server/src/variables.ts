import { Type, type Static, type TObject, type TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { Value } from 'typebox/value';

/**
 * The kinds of environment variable a schema of them is made of, and reading an environment
 * through such a schema: trimmed (an empty variable is unset), whole numbers and comma-separated
 * lists converted, every refused variable named with why.
 */

export const text = (description: string) => Type.Optional(Type.String({ description }));

export const whole = (description: string, minimum: number, maximum: number, fallback: number) =>
  Type.Integer({ description, minimum, maximum, default: fallback });

/** A text `accepts` takes; `refusal` says why another is not. */
export const checked = (
  description: string,
  accepts: (value: string) => boolean,
  refusal: (value: string) => string,
) => Type.Optional(Type.Refine(Type.String({ description }), accepts, refusal));

export const matching = (pattern: RegExp) => (value: string) => pattern.test(value);

/** Comma-separated origins (scheme://host[:port]); each other entry is refused by itself. */
export const origins = (description: string, example: string) =>
  Type.Array(
    Type.Refine(
      Type.String(),
      matching(/^https?:\/\/[\w.-]+(:\d{1,5})?$/),
      (origin) => `must list origins such as ${example} (got "${origin}")`,
    ),
    { description, default: [] },
  );

export type Env = Record<string, string | undefined>;

/** The variables `schema` names that `env` sets, trimmed. */
export function given<T extends TObject>(schema: T, env: Env) {
  const set: Record<string, string> = {};
  for (const name of Object.keys(schema.properties)) {
    const value = env[name]?.trim();
    if (value) set[name] = value;
  }
  return set as Partial<Record<keyof Static<T>, string>>;
}

/**
 * The values of `schema`'s variables, and why each refused one is refused. A refused variable
 * takes its default, so that the rules across variables still run and every problem is named.
 */
export function read<T extends TObject>(schema: T, set: Partial<Record<string, string>>) {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(schema.properties)) {
    const raw = set[name];
    if (raw === undefined) continue;
    const value = Type.IsInteger(type) ? Number(raw) : Type.IsArray(type) ? listOf(raw) : raw;
    const refused = new Set<string>(); // an item of a list, or the whole value
    for (const error of Value.Errors(type, value)) {
      if (!refused.has(error.instancePath)) problems.push(`${name} ${refusal(type, error, raw)}`);
      refused.add(error.instancePath);
    }
    if (refused.size === 0) values[name] = value;
  }
  return { problems, values: Value.Default(schema, values) as Static<T> };
}

const listOf = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function refusal(type: TSchema, error: TLocalizedValidationError, raw: string): string {
  if (error.keyword === '~refine') return error.params.message;
  if (Type.IsInteger(type)) {
    const { minimum, maximum } = type as { minimum?: number; maximum?: number };
    return `must be a whole number from ${minimum} to ${maximum} (got "${raw}")`;
  }
  const allowed =
    error.keyword === 'enum'
      ? error.params.allowedValues
      : error.keyword === 'const'
        ? [error.params.allowedValue]
        : null;
  if (allowed === null) return `${error.message} (got "${raw}")`;
  const choice =
    allowed.length === 1
      ? allowed[0]
      : allowed.length === 2
        ? `${allowed[0]} or ${allowed[1]}`
        : `one of ${allowed.join(', ')}`;
  return `must be ${choice} (got "${raw}")`;
}

/** Sorts problems, each starting with its variable's name, in the order of `schema`'s variables. */
export function inOrderOf(schema: TObject, problems: string[]): string[] {
  const names = Object.keys(schema.properties);
  const order = (problem: string) => names.indexOf(/^[A-Z0-9_]+/.exec(problem)?.[0] ?? '');
  return problems.sort((a, b) => order(a) - order(b));
}
