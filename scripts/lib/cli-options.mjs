// The command-line options of the benchmarks and the proofs, each declared once by its default: the default's
// type says how a given value is read, so a script neither lists an option twice nor converts it by hand.
import { parseArgs } from 'node:util';

/**
 * @typedef {number | number[] | boolean | string | string[] | undefined} OptionDefault
 * A number: `--name 10`, read with Number(); numbers (a default of one or more): a comma list,
 * `--name 25,50`; a boolean: a flag, `--name`; a string: `--name text`; strings: an option that may repeat,
 * `--name a --name b`; undefined: text without a default (see `optionalText`).
 */

/** A text option without a default: the value given, or undefined. */
export const optionalText = () => /** @type {string | undefined} */ (undefined);

/** An option that may repeat (`--only a --only b`): every value given, none by default. */
export const repeatable = () => /** @type {string[]} */ ([]);

/**
 * Whether a repeatable option that limits a run (`--only`) selects `part`: every part when it names none.
 * @param {string[]} named
 * @param {string} part
 */
export const selects = (named, part) => named.length === 0 || named.includes(part);

/**
 * The options given on the command line, each read as its default's type; the defaults for those not given.
 * Unknown options and stray arguments throw, as node:util's parseArgs does.
 * @template {Record<string, OptionDefault>} T
 * @param {T} defaults
 * @param {string[]} [args]
 * @returns {T}
 */
export function parseOptions(defaults, args = process.argv.slice(2)) {
  const { values } = parseArgs({
    args,
    options: Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, declared(value)])),
  });
  return /** @type {T} */ (
    Object.fromEntries(
      Object.entries(defaults).map(([name, fallback]) => {
        const given = values[name];
        return [name, given === undefined ? fallback : readAs(fallback, given)];
      }),
    )
  );
}

/**
 * How parseArgs is to take an option with this default.
 * @param {OptionDefault} fallback
 * @returns {{ type: 'string' | 'boolean', multiple?: boolean }}
 */
function declared(fallback) {
  if (typeof fallback === 'boolean') return { type: 'boolean' };
  const repeats = Array.isArray(fallback) && !fallback.some((item) => typeof item === 'number');
  return { type: 'string', multiple: repeats };
}

/**
 * A given value, read as the default's type.
 * @param {OptionDefault} fallback
 * @param {string | boolean | (string | boolean)[]} given
 */
function readAs(fallback, given) {
  if (typeof fallback === 'number') return Number(given);
  if (Array.isArray(fallback) && fallback.some((item) => typeof item === 'number'))
    return String(given).split(',').map(Number);
  return given;
}
