// Direct messages between the seeded users (`seedUsers` first: the messaging service knows them from the
// auth service's events), in the messaging service's own tables, for the benchmarks.
import { orderedUuidSql, timed, withoutIndexes } from '../bench.mjs';
import { seededUserIdSql } from './users.mjs';

/**
 * `messages` messages between the `users` seeded users: message m goes from user m to a neighbour of
 * theirs, so each user has a handful of conversations; older ones are read.
 * @param {import('../bench.mjs').Queryable} client
 * @param {{ users: number, messages: number }} counts
 * @returns {Promise<number>}
 */
export async function seedMessages(client, { users, messages }) {
  await withoutIndexes(client, 'messaging.messages', () =>
    timed(`${messages} messages`, () =>
      client.query(
        `INSERT INTO messaging.messages (id, sender_id, recipient_id, content, created_at, read_at)
         SELECT ${orderedUuidSql('f', 'm')}, ${seededUserIdSql('1 + m % $2::int')},
                ${seededUserIdSql('1 + (m + 1 + m / $2::int % 5) % $2::int')},
                'See you at the bowl at ' || (m % 12 + 1) || ' o''clock',
                now() - ($1::int - m) * interval '5 seconds',
                CASE WHEN m < $1::int - $2::int THEN now() END
           FROM generate_series(1, $1::int) AS m`,
        [messages, users],
      ),
    ),
  );
  await client.query('VACUUM ANALYZE messaging.messages');
  const { rows } = await client.query('SELECT count(*)::int AS messages FROM messaging.messages');
  return rows[0].messages;
}
