import { SOCIAL_RPC } from '@boonies/contracts/social';
import { createTestDatabase } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { callerFor, SocialTestService } from './support/social-test-service';

/**
 * The auth service's tables as they stood before the social service took their data over (the columns the
 * import reads), with a few rows of each.
 */
async function seedAuthSchema(url: string, ids: { rider: string; skater: string; gone: string }) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      CREATE SCHEMA auth;
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY, email varchar(254) NOT NULL, username varchar(30) NOT NULL,
        password_hash text NOT NULL, display_name varchar(100), bio text, profile_picture text,
        header_video text, location varchar(100), skating_style varchar(100), favorite_spot varchar(100),
        gradient_start_color varchar(7) NOT NULL DEFAULT '#4F46E5',
        gradient_end_color varchar(7) NOT NULL DEFAULT '#06B6D4',
        pro_status boolean NOT NULL DEFAULT false, amateur_status boolean NOT NULL DEFAULT false,
        flow_status boolean NOT NULL DEFAULT false, is_brand boolean NOT NULL DEFAULT false,
        is_verified boolean NOT NULL DEFAULT false, is_admin boolean NOT NULL DEFAULT false,
        is_trusted boolean NOT NULL DEFAULT false, is_puppet boolean NOT NULL DEFAULT false,
        deactivated_at timestamptz, suspended_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE auth.follows (follower_id uuid, following_id uuid, created_at timestamptz NOT NULL);
      CREATE TABLE auth.follow_requests (requester_id uuid, target_id uuid, created_at timestamptz NOT NULL);
      CREATE TABLE auth.blocks (blocker_id uuid, blocked_id uuid, created_at timestamptz NOT NULL);
      CREATE TABLE auth.preferences (
        user_id uuid, notifications jsonb NOT NULL DEFAULT '{}', privacy jsonb NOT NULL DEFAULT '{}',
        accessibility jsonb NOT NULL DEFAULT '{}', theme varchar(10), updated_at timestamptz NOT NULL,
        push jsonb NOT NULL DEFAULT '{}');
      CREATE TABLE auth.user_scores (
        user_id uuid, private_score integer, public_score integer, level integer, occurred_at timestamptz);
      CREATE TABLE auth.user_posts (post_id uuid, user_id uuid, created_at timestamptz, deleted_at timestamptz);
      CREATE TABLE auth.sponsorships (
        sponsorship_id uuid, brand_id uuid, athlete_id uuid, status varchar(10), changed_at timestamptz);`);
    await client.query(
      `INSERT INTO auth.users (id, email, username, password_hash, display_name, bio, is_verified,
                               pro_status, created_at, updated_at, deactivated_at)
       VALUES ($1, 'rider@example.com', 'rider', 'x', 'Rider', 'Bowls', true, true,
               '2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z', NULL),
              ($2, 'skater@example.com', 'skater', 'x', NULL, NULL, false, false,
               '2024-01-02T00:00:00Z', '2024-01-02T00:00:00Z', NULL),
              ($3, 'gone@example.com', 'gone', 'x', NULL, NULL, false, false,
               '2024-01-03T00:00:00Z', '2024-01-03T00:00:00Z', now())`,
      [ids.rider, ids.skater, ids.gone],
    );
    await client.query(`INSERT INTO auth.follows VALUES ($1, $2, '2024-03-01T00:00:00Z')`, [
      ids.rider,
      ids.skater,
    ]);
    await client.query(`INSERT INTO auth.blocks VALUES ($1, $2, '2024-03-02T00:00:00Z')`, [
      ids.skater,
      ids.gone,
    ]);
    await client.query(`INSERT INTO auth.follow_requests VALUES ($1, $2, '2024-03-03T00:00:00Z')`, [
      ids.gone,
      ids.rider,
    ]);
    await client.query(
      `INSERT INTO auth.preferences (user_id, privacy, theme, updated_at)
       VALUES ($1, '{"showProgress": false}', 'dark', '2024-03-04T00:00:00Z')`,
      [ids.rider],
    );
    await client.query(`INSERT INTO auth.user_scores VALUES ($1, 300, 250, 4, '2024-03-05T00:00:00Z')`, [
      ids.rider,
    ]);
    await client.query(`INSERT INTO auth.user_posts VALUES ($1, $2, '2024-03-06T00:00:00Z', NULL)`, [
      randomUUID(),
      ids.rider,
    ]);
    await client.query(
      `INSERT INTO auth.sponsorships VALUES ($1, $2, $3, 'accepted', '2024-03-07T00:00:00Z')`,
      [randomUUID(), ids.skater, ids.rider],
    );
  } finally {
    await client.end();
  }
}

describe("taking over the auth service's social data", () => {
  const ids = { rider: randomUUID(), skater: randomUUID(), gone: randomUUID() };
  let social: SocialTestService;

  beforeAll(async () => {
    const database = await createTestDatabase('social_import');
    try {
      await seedAuthSchema(database.url, ids);
    } catch (error) {
      await database.drop();
      throw error;
    }
    social = await SocialTestService.start('import', { database });
  });

  afterAll(() => social?.stop());

  it('copies the people, with their profile fields and account states', async () => {
    expect(
      await social.query(
        `SELECT user_id, username, display_name, bio, is_verified, pro_status, is_active, created_at, updated_at
           FROM social.people ORDER BY username`,
      ),
    ).toEqual([
      expect.objectContaining({ user_id: ids.gone, username: 'gone', is_active: false }),
      {
        user_id: ids.rider,
        username: 'rider',
        display_name: 'Rider',
        bio: 'Bowls',
        is_verified: true,
        pro_status: true,
        is_active: true,
        created_at: new Date('2024-01-01T00:00:00Z'),
        updated_at: new Date('2024-02-01T00:00:00Z'),
      },
      expect.objectContaining({ user_id: ids.skater, username: 'skater', is_active: true }),
    ]);
  });

  it('copies follows, follow requests, blocks, preferences, scores, posts and sponsorships', async () => {
    const count = async (table: string) =>
      (await social.query<{ n: number }>(`SELECT count(*)::int AS n FROM social.${table}`))[0].n;
    expect({
      follows: await count('follows'),
      followRequests: await count('follow_requests'),
      blocks: await count('blocks'),
      preferences: await count('preferences'),
      userScores: await count('user_scores'),
      userPosts: await count('user_posts'),
      sponsorships: await count('sponsorships'),
    }).toEqual({
      follows: 1,
      followRequests: 1,
      blocks: 1,
      preferences: 1,
      userScores: 1,
      userPosts: 1,
      sponsorships: 1,
    });
  });

  it('serves the copied data as its own', async () => {
    const rider = callerFor(ids.rider);
    expect(await social.call(SOCIAL_RPC.profile, { id: ids.rider }, rider)).toMatchObject({
      username: 'rider',
      bio: 'Bowls',
      isVerified: true,
      level: 4,
      verifiedPoints: 250,
      postCount: 1,
      followingCount: 1,
      keepsAthleteStatus: true,
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    expect(await social.call(SOCIAL_RPC.preferences, {}, rider)).toMatchObject({
      theme: 'dark',
      privacy: expect.objectContaining({ showProgress: false }),
    });
    expect(await social.call(SOCIAL_RPC.followState, { id: ids.skater }, rider)).toMatchObject({
      isFollowing: true,
    });
    expect(await social.call(SOCIAL_RPC.blockedUsers, {}, callerFor(ids.skater))).toEqual([
      expect.objectContaining({ id: ids.gone }),
    ]);
    // A request from an account since deactivated is kept, and hidden as the lists hide gone accounts.
    expect(await social.call(SOCIAL_RPC.followRequests, {}, rider)).toEqual([]);
  });

  it('leaves the auth service’s tables as they were', async () => {
    expect(await social.query(`SELECT count(*)::int AS n FROM auth.follows`)).toEqual([{ n: 1 }]);
  });
});
