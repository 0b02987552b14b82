// The read of GET /api/auth/me answered by one bare Node process: node:http and pg, no framework, no
// session check, no hop. Its throughput is what the gateway's is compared with (`npm run bench:rpc`).
// Usage (from scripts/bench-rpc.mjs): node bare-read.mjs <databaseUrl> <port>; GET /me/<user id>.
import { createServer } from 'node:http';
import pg from 'pg';

const [databaseUrl, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

// The columns and shape the auth service answers `me` with.
const ME = {
  name: 'bare-me',
  text: `SELECT id, email, username, display_name, bio, profile_picture, header_video, location,
                skating_style, favorite_spot, gradient_start_color, gradient_end_color, pro_status,
                amateur_status, flow_status, is_brand, is_verified, is_admin, is_trusted, created_at
           FROM auth.users WHERE id = $1 AND deactivated_at IS NULL`,
};

/** @param {Record<string, any>} row */
const userOf = (row) => ({
  id: row.id,
  email: row.email,
  username: row.username,
  displayName: row.display_name,
  bio: row.bio,
  profilePicture: row.profile_picture,
  headerVideo: row.header_video,
  location: row.location,
  skatingStyle: row.skating_style,
  favoriteSpot: row.favorite_spot,
  gradientStartColor: row.gradient_start_color,
  gradientEndColor: row.gradient_end_color,
  proStatus: row.pro_status,
  amateurStatus: row.amateur_status,
  flowStatus: row.flow_status,
  isBrand: row.is_brand,
  isVerified: row.is_verified,
  isAdmin: row.is_admin,
  isTrusted: row.is_trusted,
  createdAt: row.created_at.toISOString(),
});

createServer(async (request, response) => {
  const [, route, userId] = /** @type {string} */ (request.url).split('/');
  try {
    const { rows } = route === 'me' ? await pool.query({ ...ME, values: [userId] }) : { rows: [] };
    if (rows.length === 0) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(userOf(rows[0])));
  } catch (error) {
    response.writeHead(500).end(String(/** @type {Error} */ (error).message));
  }
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
