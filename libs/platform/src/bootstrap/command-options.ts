import { isUUID } from 'class-validator';
import { parseArgs } from 'node:util';
import { CommandRefused } from './run-service-command';

/**
 * An option of a command: a whole number (`count`, or `positive` for one of at least 1: `--users 100`), or a
 * comma-separated list of ids (`--skaters a,b`).
 */
export type CommandOptionKind = 'count' | 'positive' | 'ids';

export type CommandOptions<Spec extends Record<string, CommandOptionKind>> = {
  [Name in keyof Spec]: Spec[Name] extends 'ids' ? string[] : number;
};

/**
 * A command's `--name value` options, as `spec` describes them: every number is required, a list of ids is
 * empty when left out. Anything else (a missing count, an unknown option, a value that is not one) is refused
 * with the command's usage.
 */
export function commandOptions<Spec extends Record<string, CommandOptionKind>>(
  args: string[],
  spec: Spec,
  usage: string,
): CommandOptions<Spec> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      strict: true,
      options: Object.fromEntries(Object.keys(spec).map((name) => [name, { type: 'string' }] as const)),
    }).values;
  } catch (error) {
    throw new CommandRefused(`${(error as Error).message}\nUsage: ${usage}`);
  }
  const refuse = (why: string) => new CommandRefused(`${why}\nUsage: ${usage}`);
  const parsed = Object.entries(spec).map(([name, kind]) => {
    const value = values[name];
    if (kind === 'ids') {
      const ids = typeof value === 'string' ? value.split(',').filter((id) => id !== '') : [];
      const wrong = ids.find((id) => !isUUID(id));
      if (wrong !== undefined) throw refuse(`--${name}: ${wrong} is not an id`);
      return [name, ids];
    }
    const count = Number(value);
    const least = kind === 'positive' ? 1 : 0;
    if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(count) || count < least) {
      throw refuse(`--${name} needs a whole number of at least ${least}`);
    }
    return [name, count];
  });
  return Object.fromEntries(parsed) as CommandOptions<Spec>;
}
