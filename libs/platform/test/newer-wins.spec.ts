import { createTestDatabase, type TestDatabase } from '@boonies/testing';
import { EVENTS } from '@boonies/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { blockProjection, followProjection } from '../src/database/access-fact-projections';
import { newerWins } from '../src/database/newer-wins';

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
                            changed_at timestamptz NOT NULL, PRIMARY KEY (follower_id, following_id))`);
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

  it('switches a block off and never lets a late, older block switch it back on', async () => {
    const { manager } = dataSource;
    const block = { blockerId: randomUUID(), blockedId: randomUUID() };
    const blocks = blockProjection('blocks');

    await blocks.apply(block, event(EVENTS.auth.unblocked, LATER, manager));
    expect(await blocks.apply(block, event(EVENTS.auth.blocked, EARLIER, manager))).toBe(false);
    expect(await blocks.apply(block, event(EVENTS.auth.blocked, LATER, manager))).toBe(false);

    const rows = await manager.query(`SELECT is_blocking FROM blocks WHERE blocker_id = $1`, [
      block.blockerId,
    ]);
    expect(rows).toEqual([{ is_blocking: false }]);
  });

  it('lets a tie replace the row where the copy asks for it, under its own switch column', async () => {
    const { manager } = dataSource;
    const block = { blockerId: randomUUID(), blockedId: randomUUID() };
    const blocks = blockProjection('live_blocks', { switchColumn: 'active', onTie: 'replace' });

    await blocks.apply(block, event(EVENTS.auth.blocked, LATER, manager));
    expect(await blocks.apply(block, event(EVENTS.auth.unblocked, LATER, manager))).toBe(true);
    expect(await blocks.apply(block, event(EVENTS.auth.blocked, EARLIER, manager))).toBe(false);

    const rows = await manager.query(`SELECT active FROM live_blocks WHERE blocker_id = $1`, [
      block.blockerId,
    ]);
    expect(rows).toEqual([{ active: false }]);
  });

  it('records follows by follower and followed', async () => {
    const { manager } = dataSource;
    const follow = { followerId: randomUUID(), followingId: randomUUID() };
    const follows = followProjection('follows');

    await follows.apply(follow, event(EVENTS.auth.followed, EARLIER, manager));
    await follows.apply(follow, event(EVENTS.auth.unfollowed, LATER, manager));

    const rows = await manager.query(
      `SELECT following_id, is_following FROM follows WHERE follower_id = $1`,
      [follow.followerId],
    );
    expect(rows).toEqual([{ following_id: follow.followingId, is_following: false }]);
  });

  it('refuses an event that neither switches the pair on nor off', async () => {
    const block = { blockerId: randomUUID(), blockedId: randomUUID() };
    await expect(
      blockProjection('blocks').apply(block, event(EVENTS.auth.followed, LATER, dataSource.manager)),
    ).rejects.toThrow('auth.followed is neither auth.blocked nor auth.unblocked');
  });
});
