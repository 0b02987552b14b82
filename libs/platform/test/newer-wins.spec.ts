import { createTestDatabase, type TestDatabase } from '@boonies/testing';
import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { blockProjection, followProjection } from '../src/database/access-fact-projections';
import { newerWins } from '../src/database/newer-wins';
import { userProjection } from '../src/database/user-projection';

const EARLIER = '2026-01-01T10:00:00.000Z';
const LATER = '2026-01-01T10:00:01.000Z';

/** The context a handler is given with an event of `type` that occurred at `occurredAt`. */
function event(type: { type: string }, occurredAt: string, manager: DataSource['manager']) {
  return { manager, envelope: { type: type.type, occurredAt } };
}

describe('newer-wins projections', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('platform_newer_wins');
    dataSource = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await dataSource.query(`
      CREATE TABLE users (user_id uuid PRIMARY KEY, username text NOT NULL, email text,
                          updated_at timestamptz NOT NULL);
      CREATE TABLE blocks (blocker_id uuid, blocked_id uuid, is_blocking boolean NOT NULL,
                           changed_at timestamptz NOT NULL, PRIMARY KEY (blocker_id, blocked_id));
      CREATE TABLE live_blocks (blocker_id uuid, blocked_id uuid, active boolean NOT NULL,
                                changed_at timestamptz NOT NULL, PRIMARY KEY (blocker_id, blocked_id));
      CREATE TABLE follows (follower_id uuid, following_id uuid, is_following boolean NOT NULL,
                            changed_at timestamptz NOT NULL, PRIMARY KEY (follower_id, following_id));
      CREATE TABLE posts (id uuid PRIMARY KEY);
      CREATE TABLE tallies (id uuid PRIMARY KEY, post_id uuid NOT NULL, votes integer NOT NULL,
                            revision integer NOT NULL);
      CREATE TABLE accounts (user_id uuid PRIMARY KEY, username text NOT NULL, display_name text,
                             profile_picture text, is_brand boolean NOT NULL DEFAULT false,
                             suspended_until timestamptz, email text, updated_at timestamptz NOT NULL)`);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const users = () =>
    newerWins({
      table: 'users',
      key: ['user_id'],
      columns: ['username', 'email'],
      version: 'updated_at',
      keepWhenNull: ['email'],
    });

  it('writes a new row, then only newer states, whatever order they arrive in', async () => {
    const { manager } = dataSource;
    const user_id = randomUUID();
    const upsert = users();

    expect(
      await upsert.apply(manager, { user_id, username: 'late', email: 'a@x.io', updated_at: LATER }),
    ).toBe(true);
    expect(
      await upsert.apply(manager, { user_id, username: 'early', email: null, updated_at: EARLIER }),
    ).toBe(false);
    expect(await upsert.apply(manager, { user_id, username: 'again', email: null, updated_at: LATER })).toBe(
      false,
    );

    const [row] = await manager.query(`SELECT username, email FROM users WHERE user_id = $1`, [user_id]);
    expect(row).toEqual({ username: 'late', email: 'a@x.io' });
  });

  it('keeps a stored value a newer state leaves out, when told to', async () => {
    const { manager } = dataSource;
    const user_id = randomUUID();
    const upsert = users();
    await upsert.apply(manager, { user_id, username: 'first', email: 'a@x.io', updated_at: EARLIER });
    await upsert.apply(manager, { user_id, username: 'renamed', email: null, updated_at: LATER });

    const [row] = await manager.query(`SELECT username, email FROM users WHERE user_id = $1`, [user_id]);
    expect(row).toEqual({ username: 'renamed', email: 'a@x.io' });
  });

  it('writes nothing, neither new row nor update, that fails the condition it was given', async () => {
    const { manager } = dataSource;
    const [kept, gone] = [randomUUID(), randomUUID()];
    await manager.query(`INSERT INTO posts (id) VALUES ($1)`, [kept]);
    const tallies = newerWins({
      table: 'tallies',
      key: ['id'],
      columns: ['post_id', 'votes'],
      version: 'revision',
      onlyIf: (value) => `EXISTS (SELECT 1 FROM posts WHERE id = ${value('post_id')})`,
    });
    const [onKept, onGone] = [randomUUID(), randomUUID()];

    expect(await tallies.apply(manager, { id: onGone, post_id: gone, votes: 1, revision: 1 })).toBe(false);
    expect(await tallies.apply(manager, { id: onKept, post_id: kept, votes: 1, revision: 1 })).toBe(true);
    expect(await tallies.apply(manager, { id: onKept, post_id: kept, votes: 3, revision: 3 })).toBe(true);
    expect(await tallies.apply(manager, { id: onKept, post_id: kept, votes: 2, revision: 2 })).toBe(false);
    await manager.query(`DELETE FROM posts WHERE id = $1`, [kept]);
    expect(await tallies.apply(manager, { id: onKept, post_id: kept, votes: 4, revision: 4 })).toBe(false);

    const rows = await manager.query(`SELECT id, votes FROM tallies WHERE id = ANY($1)`, [[onKept, onGone]]);
    expect(rows).toEqual([{ id: onKept, votes: 3 }]);
  });

  it('switches a block off and never lets a late, older block switch it back on', async () => {
    const { manager } = dataSource;
    const block = { blockerId: randomUUID(), blockedId: randomUUID() };
    const blocks = blockProjection('blocks');

    await blocks.apply(block, event(SOCIAL_EVENTS.unblocked, LATER, manager));
    expect(await blocks.apply(block, event(SOCIAL_EVENTS.blocked, EARLIER, manager))).toBe(false);
    expect(await blocks.apply(block, event(SOCIAL_EVENTS.blocked, LATER, manager))).toBe(false);

    const rows = await manager.query(`SELECT is_blocking FROM blocks WHERE blocker_id = $1`, [
      block.blockerId,
    ]);
    expect(rows).toEqual([{ is_blocking: false }]);
  });

  it('lets a tie replace the row where the copy asks for it, under its own switch column', async () => {
    const { manager } = dataSource;
    const block = { blockerId: randomUUID(), blockedId: randomUUID() };
    const blocks = blockProjection('live_blocks', { switchColumn: 'active', onTie: 'replace' });

    await blocks.apply(block, event(SOCIAL_EVENTS.blocked, LATER, manager));
    expect(await blocks.apply(block, event(SOCIAL_EVENTS.unblocked, LATER, manager))).toBe(true);
    expect(await blocks.apply(block, event(SOCIAL_EVENTS.blocked, EARLIER, manager))).toBe(false);

    const rows = await manager.query(`SELECT active FROM live_blocks WHERE blocker_id = $1`, [
      block.blockerId,
    ]);
    expect(rows).toEqual([{ active: false }]);
  });

  it('records follows by follower and followed', async () => {
    const { manager } = dataSource;
    const follow = { followerId: randomUUID(), followingId: randomUUID() };
    const follows = followProjection('follows');

    await follows.apply(follow, event(SOCIAL_EVENTS.followed, EARLIER, manager));
    await follows.apply(follow, event(SOCIAL_EVENTS.unfollowed, LATER, manager));

    const rows = await manager.query(
      `SELECT following_id, is_following FROM follows WHERE follower_id = $1`,
      [follow.followerId],
    );
    expect(rows).toEqual([{ following_id: follow.followingId, is_following: false }]);
  });

  it('refuses an event that neither switches the pair on nor off', async () => {
    const block = { blockerId: randomUUID(), blockedId: randomUUID() };
    await expect(
      blockProjection('blocks').apply(block, event(SOCIAL_EVENTS.followed, LATER, dataSource.manager)),
    ).rejects.toThrow('social.followed is neither social.blocked nor social.unblocked');
    await expect(
      blockProjection('blocks').apply(block, event(AUTH_EVENTS.followed, LATER, dataSource.manager)),
    ).rejects.toThrow('auth.followed is neither social.blocked nor social.unblocked');
  });

  it('takes the auth service’s copies of the moved events as the social service’s', async () => {
    const { manager } = dataSource;
    const block = { blockerId: randomUUID(), blockedId: randomUUID() };
    const blocks = blockProjection('blocks');

    expect(await blocks.apply(block, event(AUTH_EVENTS.blocked, EARLIER, manager))).toBe(true);
    expect(await blocks.apply(block, event(SOCIAL_EVENTS.unblocked, LATER, manager))).toBe(true);
    expect(await blocks.apply(block, event(AUTH_EVENTS.unblocked, LATER, manager))).toBe(false);

    const rows = await manager.query(`SELECT is_blocking FROM blocks WHERE blocker_id = $1`, [
      block.blockerId,
    ]);
    expect(rows).toEqual([{ is_blocking: false }]);
  });

  describe('user projection', () => {
    const profile = (overrides: Partial<UserProfileChangedV1> = {}): UserProfileChangedV1 => ({
      userId: randomUUID(),
      username: 'skater',
      displayName: 'Skater',
      profilePicture: 'https://img.example/s.png',
      proStatus: false,
      amateurStatus: false,
      flowStatus: false,
      isBrand: true,
      isAdmin: false,
      isTrusted: false,
      isActive: true,
      suspendedUntil: LATER,
      email: 's@x.io',
      updatedAt: EARLIER,
      ...overrides,
    });
    const accounts = () =>
      userProjection({
        table: 'accounts',
        columns: ['username', 'display_name', 'profile_picture', 'is_brand', 'suspended_until', 'email'],
        keepWhenNull: ['email'],
      });
    const stored = async (userId: string) =>
      (
        await dataSource.query(
          `SELECT username, display_name, profile_picture, is_brand, suspended_until, email, updated_at
             FROM accounts WHERE user_id = $1`,
          [userId],
        )
      )[0];

    it('copies the chosen columns from the profile event, keyed by id and versioned by its revision', async () => {
      const user = profile();

      expect(await accounts().apply(dataSource.manager, user)).toBe(true);

      expect(await stored(user.userId)).toEqual({
        username: 'skater',
        display_name: 'Skater',
        profile_picture: 'https://img.example/s.png',
        is_brand: true,
        suspended_until: new Date(LATER),
        email: 's@x.io',
        updated_at: new Date(EARLIER),
      });
    });

    it('takes an absent value as null, keeps what it is told to, and never goes back a revision', async () => {
      const user = profile();
      const upsert = accounts();
      await upsert.apply(dataSource.manager, user);
      const { displayName: _name, suspendedUntil: _until, email: _email, ...bare } = user;

      expect(
        await upsert.apply(dataSource.manager, {
          ...bare,
          username: 'renamed',
          updatedAt: LATER,
        } as UserProfileChangedV1),
      ).toBe(true);
      expect(await upsert.apply(dataSource.manager, { ...user, username: 'stale' })).toBe(false);

      expect(await stored(user.userId)).toMatchObject({
        username: 'renamed',
        display_name: null,
        suspended_until: null,
        email: 's@x.io',
      });
    });
  });
});
