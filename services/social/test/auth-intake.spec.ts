import { AUTH_EVENTS } from '@boonies/contracts/auth';
import type { EventDefinition } from '@boonies/contracts/events';
import {
  type BlockChangedV1,
  DEFAULT_PREFERENCES,
  type FollowAnsweredV1,
  type FollowChangedV1,
  type PreferencesChangedV1,
  SOCIAL_EVENTS,
  SOCIAL_RPC,
} from '@boonies/contracts/social';
import { SocialTestService, type TestUser } from './support/social-test-service';

/** Old auth instances' social writes during a rolling update, taken in by the social service. */
describe('events.auth.* social writes from old auth instances', () => {
  let social: SocialTestService;

  beforeAll(async () => {
    social = await SocialTestService.start('auth_intake');
  });

  afterAll(() => social?.stop());

  const pairs = async (table: string, left: string, right: string, ids: string[]) =>
    social.query<{ a: string; b: string }>(
      `SELECT ${left} AS a, ${right} AS b FROM social.${table}
        WHERE ${left} = ANY($1::uuid[]) ORDER BY ${left}, ${right}`,
      [ids],
    );
  const follows = (...users: TestUser[]) =>
    pairs(
      'follows',
      'follower_id',
      'following_id',
      users.map(({ user }) => user.id),
    );
  const requests = (...users: TestUser[]) =>
    pairs(
      'follow_requests',
      'requester_id',
      'target_id',
      users.map(({ user }) => user.id),
    );
  const blocks = (...users: TestUser[]) =>
    pairs(
      'blocks',
      'blocker_id',
      'blocked_id',
      users.map(({ user }) => user.id),
    );
  const outboxSize = async () =>
    (await social.query<{ count: number }>('SELECT count(*)::int AS count FROM social.outbox'))[0].count;
  const followChange = (follower: TestUser, following: TestUser): FollowChangedV1 => ({
    followerId: follower.user.id,
    followingId: following.user.id,
  });

  /** Auth's republished copy of one of the social service's own events: same id, old subject. */
  const deliverCopy = async <TData extends object>(
    oldDefinition: EventDefinition,
    ownDefinition: EventDefinition,
    matches: (data: TData) => boolean,
  ) => {
    const own = (await social.outboxRows<TData>(ownDefinition)).filter(({ envelope }) =>
      matches(envelope.data),
    );
    expect(own).toHaveLength(1);
    const copy = { ...social.envelope(oldDefinition, own[0].envelope.data), id: own[0].envelope.id };
    await social.publishEnvelope(oldDefinition, copy);
    await social.handled(copy.id);
  };

  it('applies follows and unfollows an old auth instance announced, announcing nothing', async () => {
    const a = await social.register();
    const b = await social.register();
    const before = await outboxSize();

    await social.deliver(AUTH_EVENTS.followed, followChange(a, b));
    await social.deliver(AUTH_EVENTS.followed, followChange(b, a));
    expect(await follows(a, b)).toHaveLength(2);
    expect(await social.call(SOCIAL_RPC.followState, { id: b.user.id }, a.caller)).toMatchObject({
      isFollowing: true,
    });

    await social.deliver(AUTH_EVENTS.unfollowed, followChange(a, b));
    expect(await follows(a, b)).toEqual([{ a: b.user.id, b: a.user.id }]);
    expect(await outboxSize()).toBe(before);
  });

  it('adds a follow request and ends it when answered', async () => {
    const requester = await social.register();
    const owner = await social.register();

    await social.deliver(AUTH_EVENTS.followRequested, followChange(requester, owner));
    expect(await requests(requester)).toEqual([{ a: requester.user.id, b: owner.user.id }]);

    await social.deliver<FollowAnsweredV1>(AUTH_EVENTS.followAnswered, {
      ...followChange(requester, owner),
      outcome: 'declined',
    });
    expect(await requests(requester)).toEqual([]);
  });

  it('blocks as the service does, ending follows and requests both ways, and unblocks', async () => {
    const blocker = await social.register();
    const other = await social.register();
    await social.deliver(AUTH_EVENTS.followed, followChange(blocker, other));
    await social.deliver(AUTH_EVENTS.followRequested, followChange(other, blocker));
    const before = await outboxSize();

    const block: BlockChangedV1 = { blockerId: blocker.user.id, blockedId: other.user.id };
    await social.deliver(AUTH_EVENTS.blocked, block);
    expect(await blocks(blocker, other)).toEqual([{ a: blocker.user.id, b: other.user.id }]);
    expect(await follows(blocker, other)).toEqual([]);
    expect(await requests(blocker, other)).toEqual([]);
    expect(await social.call(SOCIAL_RPC.blockedUsers, {}, blocker.caller)).toEqual([
      expect.objectContaining({ id: other.user.id }),
    ]);

    await social.deliver(AUTH_EVENTS.unblocked, block);
    expect(await blocks(blocker, other)).toEqual([]);
    expect(await outboxSize()).toBe(before);
  });

  it('saves preferences newer than the stored ones and ignores older ones', async () => {
    const user = await social.register();
    const changeAt = (updatedAt: Date, publicProfile: boolean): PreferencesChangedV1 => ({
      userId: user.user.id,
      notifications: { ...DEFAULT_PREFERENCES.notifications, email: false },
      privacy: { ...DEFAULT_PREFERENCES.privacy, publicProfile },
      updatedAt: updatedAt.toISOString(),
    });
    const saved = new Date(Date.now() + 60_000);

    await social.deliver(AUTH_EVENTS.preferencesChanged, changeAt(saved, false));
    const preferences = await social.call(SOCIAL_RPC.preferences, {}, user.caller);
    expect(preferences.privacy.publicProfile).toBe(false);
    expect(preferences.notifications.email).toBe(false);
    expect(preferences.push).toEqual(DEFAULT_PREFERENCES.push);

    await social.deliver(AUTH_EVENTS.preferencesChanged, changeAt(new Date(saved.getTime() - 1000), true));
    expect((await social.call(SOCIAL_RPC.preferences, {}, user.caller)).privacy.publicProfile).toBe(false);
    const [{ updatedAt }] = await social.query<{ updatedAt: Date }>(
      'SELECT updated_at AS "updatedAt" FROM social.preferences WHERE user_id = $1',
      [user.user.id],
    );
    expect(updatedAt.toISOString()).toBe(saved.toISOString());
  });

  it("skips auth's copies of the service's own events, whatever came after them", async () => {
    const a = await social.register();
    const b = await social.register();
    await social.call(SOCIAL_RPC.follow, { followingId: b.user.id }, a.caller);
    await social.call(SOCIAL_RPC.unfollow, { id: b.user.id }, a.caller);
    await social.call(SOCIAL_RPC.block, { userId: b.user.id }, a.caller);
    await social.call(SOCIAL_RPC.unblock, { id: b.user.id }, a.caller);
    const before = await outboxSize();

    const isPair = ({ followerId, followingId }: FollowChangedV1) =>
      followerId === a.user.id && followingId === b.user.id;
    await deliverCopy(AUTH_EVENTS.followed, SOCIAL_EVENTS.followed, isPair);
    await deliverCopy(AUTH_EVENTS.blocked, SOCIAL_EVENTS.blocked, ({ blockerId }: BlockChangedV1) => {
      return blockerId === a.user.id;
    });

    expect(await follows(a, b)).toEqual([]);
    expect(await blocks(a, b)).toEqual([]);
    expect(await outboxSize()).toBe(before);
  });

  it("skips auth's copy of the service's own preferences change, newer though it looks", async () => {
    const user = await social.register();
    await social.call(SOCIAL_RPC.updatePreferences, { privacy: { publicProfile: false } }, user.caller);
    // Rewinding the stored time makes an unskipped copy win, so only the skip keeps the settings.
    await social.call(SOCIAL_RPC.updatePreferences, { privacy: { publicProfile: true } }, user.caller);
    await social.query(`UPDATE social.preferences SET updated_at = 'epoch' WHERE user_id = $1`, [
      user.user.id,
    ]);

    const isUsers = ({ userId, privacy }: PreferencesChangedV1) =>
      userId === user.user.id && !privacy.publicProfile;
    await deliverCopy(AUTH_EVENTS.preferencesChanged, SOCIAL_EVENTS.preferencesChanged, isUsers);

    expect((await social.call(SOCIAL_RPC.preferences, {}, user.caller)).privacy.publicProfile).toBe(true);
  });
});
