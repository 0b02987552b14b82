// Direct messages and the users they name, in the messaging service's own tables, for the benchmarks.
import { orderedUuidSql, timed, withoutIndexes } from '../bench.mjs';
import { seededUserIdSql } from './users.mjs';

/**
 * `users` users in the messaging service's projection and `messages` messages between them: message m goes
 * from user m to a neighbour of theirs, so each user has a handful of conversations; older ones are read.
 * @param {import('../bench.mjs').Queryable} client
 * @param {{ users: number, messages: number }} counts
 * @returns {Promise<number>}
 */
export async function seedMessages(client, { users, messages }) {
  await timed(`${users} users in the messaging projection`, () =>
    client.query(
      `INSERT INTO messaging.users (user_id, username, display_name, profile_picture, pro_status,
                                    amateur_status, flow_status, is_brand, is_active, updated_at)
       SELECT ${seededUserIdSql('u')}, 'skater-' || u, 'Skater ' || u, 'https://avatars.example/' || u || '.png',
              u % 20 = 0, u % 10 = 1, u % 10 = 2, u % 100 = 3, true, now()
         FROM generate_series(1, $1::int) AS u
       ON CONFLICT DO NOTHING`,
      [users],
    ),
  );
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
