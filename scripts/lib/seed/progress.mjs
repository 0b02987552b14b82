// Learned tricks and scores of the seeded users (`seedUsers` first: the tricks service knows them from the
// auth service's events), in the tricks service's own tables, for the benchmarks.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderedUuidSql, timed, withoutIndexes } from '../bench.mjs';
import { seededUserIdSql } from './users.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);

/**
 * The bulk load: `perUser` learned tricks for each of the `users` seeded users (two in five verified), the
 * skaters' first tricks learned, and the scores all that adds up to. Returns the counts and tricks none of
 * the skaters has learned yet, for writes to toggle.
 * @param {import('../bench.mjs').Queryable} client
 * @param {{ users: number, perUser: number, skaters: { id: string }[] }} counts
 */
export async function seedProgress(client, { users: USERS, perUser: PER_USER, skaters }) {
  const [{ count: trickCount }] = (await client.query('SELECT count(*)::int AS count FROM tricks.tricks'))
    .rows;
  if (trickCount < PER_USER * 3) throw new Error(`Only ${trickCount} tricks in the catalogue`);
  await client.query(`
    CREATE TEMP TABLE seed_progress_tricks AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS position, id FROM tricks.tricks`);

  await withoutIndexes(client, 'tricks.progress', async () => {
    // Learned tricks at spread positions of the catalogue; two in five verified; learned over the last year.
    await timed(`${USERS * PER_USER} progress records`, () =>
      client.query(
        `INSERT INTO tricks.progress (id, user_id, trick_id, learned, verified, learned_at, verified_at)
         SELECT ${orderedUuidSql('c', 'u * 64 + k')}, ${seededUserIdSql('u')},
                t.id, true, (u + k) % 5 < 2,
                now() - ((u * 97 + k * 13) % 525600) * interval '1 minute',
                CASE WHEN (u + k) % 5 < 2 THEN now() END
           FROM generate_series(1, $1::int) AS u
          CROSS JOIN generate_series(0, $2::int - 1) AS k
           JOIN seed_progress_tricks t ON t.position = (u * 7 + k) % $3::int`,
        [USERS, PER_USER, trickCount],
      ),
    );
    // The skaters learned (none verified) the first tricks; the PUTs toggle others.
    await client.query(
      `INSERT INTO tricks.progress (user_id, trick_id, learned, learned_at)
       SELECT s.id, t.id, true, now() FROM unnest($1::uuid[]) AS s(id)
         JOIN seed_progress_tricks t ON t.position < $2::int`,
      [skaters.map((skater) => skater.id), PER_USER],
    );
  });

  const { POINTS_PER_LEVEL, MAX_LEVEL } = /** @type {typeof import('@boonies/contracts')} */ (
    require(path.join(root, 'libs/contracts'))
  );
  await timed('user scores summed from progress', () =>
    client.query(
      `INSERT INTO tricks.user_scores AS s (user_id, private_score, public_score, learned_count, verified_count, level)
       SELECT totals.*, least(totals.public_score / $1::int + 1, $2::int)
         FROM (SELECT p.user_id,
                      sum(t.resolved_points)::int AS private_score,
                      COALESCE(sum(t.resolved_points) FILTER (WHERE p.verified), 0)::int AS public_score,
                      count(*)::int AS learned_count,
                      count(*) FILTER (WHERE p.verified)::int AS verified_count
                 FROM tricks.progress p JOIN tricks.tricks t ON t.id = p.trick_id
                WHERE p.learned
                GROUP BY p.user_id) AS totals
       ON CONFLICT (user_id) DO UPDATE SET private_score = EXCLUDED.private_score,
         public_score = EXCLUDED.public_score, learned_count = EXCLUDED.learned_count,
         verified_count = EXCLUDED.verified_count, level = EXCLUDED.level`,
      [POINTS_PER_LEVEL, MAX_LEVEL],
    ),
  );
  // Statistics for the planner, and the visibility map that lets per-user reads skip the table.
  await timed('VACUUM ANALYZE', async () => {
    for (const table of ['progress', 'user_scores', 'leaderboard_users']) {
      await client.query(`VACUUM ANALYZE tricks.${table}`);
    }
  });
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM tricks.leaderboard_users)::int AS users,
            (SELECT count(*) FROM tricks.progress)::int AS progress`,
  );
  const toggled = (
    await client.query(
      'SELECT id FROM seed_progress_tricks WHERE position >= $1 ORDER BY position LIMIT 20',
      [PER_USER],
    )
  ).rows.map((row) => /** @type {string} */ (row.id));
  return { ...rows[0], toggled };
}
