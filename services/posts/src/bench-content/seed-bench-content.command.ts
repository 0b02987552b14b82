import { CommandRefused, commandOptions, type ServiceCommand } from '@boonies/platform';
import { DataSource } from 'typeorm';
import { BenchContentRepository } from './bench-content.repository';

const USAGE = '--users <n> --posts <n> --reactions <n> --follows <n> [--skaters <id,id,…>]';

/**
 * `seed-bench-content`: the load benchmarks' posts, reactions and follows, by seeded users the service
 * already knows (imported by the auth service first). Prints the counts and the catalogue's trick ids as JSON.
 */
export const seedBenchContentCommand: ServiceCommand = {
  usage: USAGE,
  description:
    'Bulk-loads the benchmark content by the seeded users 1…users: posts (one in ten a reply, one in ten a ' +
    'trick video), reactions with the counts and popular ranks they make, and each skater following that ' +
    'many authors. Only for a benchmark database: indexes are rebuilt after the load.',
  async run(app, args) {
    const content = commandOptions(
      args,
      { users: 'positive', posts: 'count', reactions: 'count', follows: 'count', skaters: 'ids' },
      `seed-bench-content ${USAGE}`,
    );
    const repository = new BenchContentRepository(app.get(DataSource));
    const tricks = await repository.catalogue();
    if (tricks.length === 0 && content.posts >= 5) {
      throw new CommandRefused('The trick catalogue is not known yet: trick videos would tag nothing.');
    }
    const counts = await repository.load(content, tricks);
    return JSON.stringify({ ...counts, tricks });
  },
};
