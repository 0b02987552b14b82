import { randomUUID } from 'node:crypto';
import { commandOptions } from './command-options';
import { CommandRefused } from './run-service-command';

describe('commandOptions', () => {
  const spec = { users: 'positive', posts: 'count', skaters: 'ids' } as const;
  const USAGE = 'seed --users <n> --posts <n> [--skaters <id,…>]';
  const read = (...args: string[]) => commandOptions(args, spec, USAGE);

  it('reads whole numbers and comma-separated ids; a list left out is empty', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    expect(read('--users', '3', '--posts', '0', '--skaters', `${a},${b}`)).toEqual({
      users: 3,
      posts: 0,
      skaters: [a, b],
    });
    expect(read('--posts', '10', '--users', '1')).toEqual({ users: 1, posts: 10, skaters: [] });
  });

  it.each([
    [['--users', '3'], '--posts needs a whole number of at least 0'],
    [['--users', '0', '--posts', '1'], '--users needs a whole number of at least 1'],
    [['--users', '2.5', '--posts', '1'], '--users needs a whole number of at least 1'],
    [['--users', '1', '--posts', '1e3'], '--posts needs a whole number of at least 0'],
    [['--users', '1', '--posts', '1', '--skaters', 'someone'], '--skaters: someone is not an id'],
    [['--users', '1', '--posts', '1', '--comments', '5'], "Unknown option '--comments'"],
    [['--users', '1', '--posts', '1', 'extra'], "Unexpected argument 'extra'"],
  ])('refuses %j with why and the usage', (args, why) => {
    expect(() => read(...args)).toThrow(CommandRefused);
    expect(() => read(...args)).toThrow(why);
    expect(() => read(...args)).toThrow(`Usage: ${USAGE}`);
  });
});
