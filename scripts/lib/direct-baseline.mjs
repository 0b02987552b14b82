// The main reads of the load benchmark answered by one Node process straight from PostgreSQL: no gateway,
// no NATS, no session check. Driving it with the same load as the gateway prices the hop.
// Usage (from scripts/bench.mjs): node direct-baseline.mjs <databaseUrl>; it sends the port it listens on.
import { createServer } from 'node:http';
import pg from 'pg';

const [databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

/** @type {Record<string, (...args: string[]) => Promise<unknown[]>>} */
const READS = {
  async latest() {
    const { rows } = await pool.query(
      `SELECT p.id, p.content, p.image_url, p.video_url, p.post_type, p.like_count, p.dislike_count,
              p.reply_count, p.created_at, a.username, a.display_name, a.profile_picture
         FROM posts.posts p JOIN posts.authors a ON a.user_id = p.user_id
        WHERE p.parent_post_id IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT 20`,
    );
    return rows;
  },
  async leaderboard() {
    const { rows } = await pool.query(
      `SELECT u.user_id, u.username, u.display_name, u.profile_picture, s.public_score, s.level
         FROM tricks.user_scores s JOIN tricks.leaderboard_users u ON u.user_id = s.user_id
        WHERE u.is_active AND NOT u.is_brand ORDER BY s.public_score DESC, s.user_id LIMIT 100`,
    );
    return rows;
  },
  async progress(userId) {
    const { rows } = await pool.query(
      'SELECT trick_id, learned, verified, learned_at FROM tricks.progress WHERE user_id = $1',
      [userId],
    );
    return rows;
  },
  async conversation(userId, otherId) {
    const { rows } = await pool.query(
      `SELECT id, sender_id, recipient_id, content, created_at, read_at FROM messaging.messages
        WHERE least(sender_id, recipient_id) = least($1::uuid, $2::uuid)
          AND greatest(sender_id, recipient_id) = greatest($1::uuid, $2::uuid)
        ORDER BY created_at DESC, id DESC LIMIT 20`,
      [userId, otherId],
    );
    return rows;
  },
};

const server = createServer(async (request, response) => {
  const [, name, ...args] = /** @type {string} */ (request.url).split('/');
  try {
    const body = JSON.stringify(await READS[name](...args));
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    response.writeHead(500).end(String(/** @type {Error} */ (error).message));
  }
});
// A port the system picks: a random one may be taken by one of the benchmark's own outgoing connections.
server.listen(0, '127.0.0.1', () =>
  process.send?.(/** @type {import('node:net').AddressInfo} */ (server.address()).port),
);
