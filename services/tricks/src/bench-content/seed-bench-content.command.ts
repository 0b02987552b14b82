import { CommandRefused, commandOptions, type ServiceCommand } from '@boonies/platform';
import { DataSource } from 'typeorm';
import { BenchContentRepository } from './bench-content.repository';

const USAGE = '--users <n> --per-user <n> [--skaters <id,id,…>]';
/** Tricks the benchmark's writes toggle: ones none of the skaters has learned yet. */
const TOGGLED_TRICKS = 20;

/**
 * `seed-bench-content`: the load benchmarks' learned tricks and scores of seeded users the service already
 * knows (imported by the auth service first). Prints the counts and the tricks to toggle as JSON.
 */
export const seedBenchContentCommand: ServiceCommand = {
  usage: USAGE,
  description:
    'Bulk-loads the benchmark progress: per-user learned tricks for each of the seeded users 1…users (two in ' +
    'five verified), the first per-user tricks learned by each skater, and the scores all that adds up to. ' +
    'Only for a benchmark database: indexes are rebuilt after the load.',
  async run(app, args) {
    const options = commandOptions(
      args,
      { users: 'positive', 'per-user': 'count', skaters: 'ids' },
      `seed-bench-content ${USAGE}`,
    );
    const perUser = options['per-user'];
    const repository = new BenchContentRepository(app.get(DataSource));
    const tricks = await repository.catalogue();
    // Three times as many tricks as each user learns: positions spread, and some are left to toggle.
    if (tricks.length < perUser * 3) {
      throw new CommandRefused(`Only ${tricks.length} tricks in the catalogue for ${perUser} per user.`);
    }
    const counts = await repository.load({ users: options.users, perUser, skaters: options.skaters }, tricks);
    return JSON.stringify({ ...counts, toggled: tricks.slice(perUser, perUser + TOGGLED_TRICKS) });
  },
};
