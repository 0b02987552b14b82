import { commandOptions, type ServiceCommand } from '@boonies/platform';
import { DataSource } from 'typeorm';
import { BenchContentRepository } from './bench-content.repository';

const USAGE = '--users <n> --messages <n>';

/**
 * `seed-bench-content`: the load benchmarks' direct messages between seeded users the service already
 * knows (imported by the auth service first). Prints the count as JSON.
 */
export const seedBenchContentCommand: ServiceCommand = {
  usage: USAGE,
  description:
    'Bulk-loads the benchmark messages between the seeded users 1…users, each user writing to a handful of ' +
    'neighbours. Only for a benchmark database: indexes are rebuilt after the load.',
  async run(app, args) {
    const content = commandOptions(
      args,
      { users: 'positive', messages: 'count' },
      `seed-bench-content ${USAGE}`,
    );
    const messages = await new BenchContentRepository(app.get(DataSource)).load(content);
    return JSON.stringify({ messages });
  },
};
