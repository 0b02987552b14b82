import { seededIdSql } from '@boonies/contracts/seeding';
import { tablePaths, vacuumAnalyze, withoutIndexes } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Conversation } from '../messages/entities/conversation.entity';
import { Message } from '../messages/entities/message.entity';
import { fillConversationsSql } from '../migrations/add-conversations.migration';

/** How many benchmark messages to load, between the seeded users 1…`users` (`seededId('user', n)`). */
export interface MessagingBenchContent {
  users: number;
  messages: number;
}

const seededUser = (expression: string) => seededIdSql('user', expression);

/**
 * The benchmarks' bulk messages in the messaging service's table, set-based (generate_series) so hundreds
 * of thousands load in seconds: message m goes from user m to a neighbour of theirs, so each user has a
 * handful of conversations; all but the newest round are read.
 */
export class BenchContentRepository {
  private readonly tables;

  constructor(private readonly dataSource: DataSource) {
    this.tables = tablePaths(dataSource, { messages: Message, conversations: Conversation });
  }

  /** Loads the messages, and the conversation list's rows of them; answers how many messages there are. */
  async load({ users, messages }: MessagingBenchContent): Promise<number> {
    const table = this.tables.messages;
    const { conversations } = this.tables;
    await withoutIndexes(this.dataSource, [table], () =>
      this.dataSource.query(
        `INSERT INTO ${table} (id, sender_id, recipient_id, content, created_at, read_at)
         SELECT ${seededIdSql('message', 'm')}, ${seededUser('1 + m % $2::int')},
                ${seededUser('1 + (m + 1 + m / $2::int % 5) % $2::int')},
                'See you at the bowl at ' || (m % 12 + 1) || ' o''clock',
                now() - ($1::int - m) * interval '5 seconds',
                CASE WHEN m < $1::int - $2::int THEN now() END
           FROM generate_series(1, $1::int) AS m`,
        [messages, users],
      ),
    );
    await withoutIndexes(this.dataSource, [conversations], async () => {
      await this.dataSource.query(`TRUNCATE ${conversations}`);
      await this.dataSource.query(fillConversationsSql(conversations, table));
    });
    await vacuumAnalyze(this.dataSource, [table, conversations]);
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM ${table}`,
    );
    return count;
  }
}
