// The options of the benchmarks and the proofs (scripts/lib/cli-options.mjs, scripts/lib/proof-startup.mjs):
// each declared once by its default, which also says how its value is read.
import { callScriptExports } from './es-module';

const parse = (defaults: Record<string, unknown>, args: string[]) =>
  callScriptExports([
    { file: 'scripts/lib/cli-options.mjs', name: 'parseOptions', args: [defaults, args] },
  ])[0];

const proof = (own: Record<string, number>, args: string[]) =>
  callScriptExports([{ file: 'scripts/lib/proof-startup.mjs', name: 'proofOptions', args: [own, args] }])[0];

describe('the scripts’ options', () => {
  it('answers each default when the option is not given', () => {
    expect(
      parse({ users: 100000, rates: [25, 50], 'no-build': false, label: 'bench', only: [] }, []),
    ).toEqual({ users: 100000, rates: [25, 50], 'no-build': false, label: 'bench', only: [] });
  });

  it('reads each given value as its default’s type: numbers, comma lists, flags, text, repeats', () => {
    expect(
      parse({ users: 100000, rates: [25, 50], 'no-build': false, label: 'bench', only: [] }, [
        '--users',
        '2000',
        '--rates',
        '5,10,20',
        '--no-build',
        '--label',
        'quick',
        '--only',
        'popular',
        '--only',
        'following',
      ]),
    ).toEqual({
      users: 2000,
      rates: [5, 10, 20],
      'no-build': true,
      label: 'quick',
      only: ['popular', 'following'],
    });
  });

  it('reads a number that is not one as NaN, as Number() does', () => {
    expect(parse({ seconds: 10 }, ['--seconds', 'ten'])).toEqual({ seconds: null });
  });

  it('refuses an option it does not declare, as node:util parseArgs does', () => {
    expect(() => parse({ seconds: 10 }, ['--minutes', '1'])).toThrow(/Unknown option '--minutes'/);
  });

  it('selects every part of a run when --only names none, else only those it names', () => {
    const selects = (named: string[], part: string) =>
      callScriptExports([{ file: 'scripts/lib/cli-options.mjs', name: 'selects', args: [named, part] }])[0];
    expect(selects([], 'vote')).toBe(true);
    expect(selects(['popular', 'vote'], 'vote')).toBe(true);
    expect(selects(['popular'], 'vote')).toBe(false);
  });

  it('gives every proof the shared options, with its own defaults over them', () => {
    expect(proof({ 'calm-seconds': 3, 'settle-seconds': 90 }, [])).toEqual({
      skaters: 10,
      'calm-seconds': 3,
      'warm-up-seconds': 5,
      'settle-seconds': 90,
      'no-build': false,
    });
    expect(proof({ 'down-seconds': 3 }, ['--logs', '/tmp/proof.log', '--down-seconds', '1'])).toEqual({
      skaters: 10,
      'down-seconds': 1,
      'warm-up-seconds': 5,
      'settle-seconds': 120,
      'no-build': false,
      logs: '/tmp/proof.log',
    });
  });
});
