import type { EventDefinition } from '@boonies/contracts/events';
import { POLICY_REASONS } from '@boonies/contracts/policy';
import {
  type FollowAnsweredV1,
  type FollowChangedV1,
  PROFILE_MESSAGES,
  SOCIAL_EVENTS,
  SOCIAL_RPC,
} from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { FOLLOW_REQUEST_MESSAGES } from '../src/follow-requests/follow-requests.service';
import { SocialTestService, callerFor, type TestUser } from './support/social-test-service';

const FOLLOWING = { isFollowing: true, requested: false, status: 'following' };
const REQUESTED = { isFollowing: false, requested: true, status: 'requested' };
const NONE = { isFollowing: false, requested: false, status: 'none' };

describe('follow requests', () => {
  let social: SocialTestService;

  beforeAll(async () => {
    social = await SocialTestService.start('follow-requests');
  });

  afterAll(() => social?.stop());

  const follow = (who: TestUser, whom: TestUser) =>
    social.call(SOCIAL_RPC.follow, { followingId: whom.user.id }, who.caller);
  const state = (who: TestUser, whom: TestUser) =>
    social.call(SOCIAL_RPC.followState, { id: whom.user.id }, who.caller);
  const incoming = (owner: TestUser) => social.call(SOCIAL_RPC.followRequests, {}, owner.caller);
  const approve = (owner: TestUser, requester: TestUser) =>
    social.call(SOCIAL_RPC.approveFollowRequest, { requesterId: requester.user.id }, owner.caller);
  const decline = (owner: TestUser, requester: TestUser) =>
    social.call(SOCIAL_RPC.declineFollowRequest, { requesterId: requester.user.id }, owner.caller);
  const goPrivate = (owner: TestUser, publicProfile = false) =>
    social.call(SOCIAL_RPC.updatePreferences, { privacy: { publicProfile } }, owner.caller);
  const events = async (definition: EventDefinition, between: [TestUser, TestUser]) =>
    (await social.outboxRows<FollowChangedV1 | FollowAnsweredV1>(definition))
      .map(({ envelope }) => envelope.data)
      .filter(({ followerId, followingId }) =>
        [followerId, followingId].every((id) => between.some(({ user }) => user.id === id)),
      );
  const privateOwner = async () => {
    const owner = await social.register();
    await goPrivate(owner);
    return owner;
  };
  const notFound = { code: 'NOT_FOUND', error: FOLLOW_REQUEST_MESSAGES.notFound };

  it('a follow of a public profile follows at once', async () => {
    const [fan, star] = [await social.register(), await social.register()];
    expect(await follow(fan, star)).toEqual(FOLLOWING);
    expect(await events(SOCIAL_EVENTS.followRequested, [fan, star])).toEqual([]);
    expect(await events(SOCIAL_EVENTS.followed, [fan, star])).toHaveLength(1);
  });

  it('a follow of a private profile is a request: the owner hears of it, nobody else’s follows change', async () => {
    const owner = await privateOwner();
    const fan = await social.register();

    expect(await follow(fan, owner)).toEqual(REQUESTED);
    expect(await follow(fan, owner)).toEqual(REQUESTED);
    expect(await state(fan, owner)).toEqual(REQUESTED);
    expect(await social.call(SOCIAL_RPC.profile, { id: owner.user.id }, fan.caller)).toMatchObject({
      isFollowing: false,
      followRequested: true,
      level: null,
      visibility: { posts: false, progress: false, followers: false },
    });
    expect(await events(SOCIAL_EVENTS.followRequested, [fan, owner])).toEqual([
      { followerId: fan.user.id, followingId: owner.user.id },
    ]);
    expect(await events(SOCIAL_EVENTS.followed, [fan, owner])).toEqual([]);

    const [request] = await incoming(owner);
    expect(request).toEqual({
      requester: expect.objectContaining({
        id: fan.user.id,
        username: fan.user.username,
        profilePicture: null,
      }),
      requestedAt: expect.any(String),
    });
    expect(Date.parse(request.requestedAt)).not.toBeNaN();
    expect(await incoming(fan)).toEqual([]);
  });

  it('approving makes the follow, announced as an ordinary follow; the follower then sees everything', async () => {
    const owner = await privateOwner();
    const fan = await social.register();
    await follow(fan, owner);

    expect(await approve(owner, fan)).toEqual({ approved: true });
    expect(await state(fan, owner)).toEqual(FOLLOWING);
    expect(await incoming(owner)).toEqual([]);
    expect(await events(SOCIAL_EVENTS.followed, [fan, owner])).toEqual([
      { followerId: fan.user.id, followingId: owner.user.id },
    ]);
    expect(await social.call(SOCIAL_RPC.profile, { id: owner.user.id }, fan.caller)).toMatchObject({
      isFollowing: true,
      followRequested: false,
      level: 1,
      visibility: { posts: true, progress: true, followers: true },
    });
    expect(await errorOf(approve(owner, fan))).toEqual(notFound);
  });

  it('declining drops the request without a follow; the requester may ask again', async () => {
    const owner = await privateOwner();
    const fan = await social.register();
    await follow(fan, owner);

    expect(await decline(owner, fan)).toEqual({ declined: true });
    expect(await state(fan, owner)).toEqual(NONE);
    expect(await incoming(owner)).toEqual([]);
    expect(await events(SOCIAL_EVENTS.followed, [fan, owner])).toEqual([]);
    expect(await errorOf(decline(owner, fan))).toEqual(notFound);
    expect(await follow(fan, owner)).toEqual(REQUESTED);
  });

  it('unfollowing cancels the caller’s pending request', async () => {
    const owner = await privateOwner();
    const fan = await social.register();
    await follow(fan, owner);

    expect(await social.call(SOCIAL_RPC.unfollow, { id: owner.user.id }, fan.caller)).toEqual(NONE);
    expect(await incoming(owner)).toEqual([]);
    expect(await errorOf(approve(owner, fan))).toEqual(notFound);
    expect(await events(SOCIAL_EVENTS.unfollowed, [fan, owner])).toEqual([]);
  });

  it('someone blocked cannot ask (not found), nor can the one who blocked (forbidden)', async () => {
    const owner = await privateOwner();
    const [pest, grumpy] = [await social.register(), await social.register()];
    await social.call(SOCIAL_RPC.block, { userId: pest.user.id }, owner.caller);
    await social.call(SOCIAL_RPC.block, { userId: owner.user.id }, grumpy.caller);

    expect(await errorOf(follow(pest, owner))).toEqual({
      code: 'NOT_FOUND',
      error: PROFILE_MESSAGES.notFound,
    });
    expect(await errorOf(follow(grumpy, owner))).toEqual({
      code: 'FORBIDDEN',
      error: POLICY_REASONS.blockedByYou,
    });
    expect(await incoming(owner)).toEqual([]);
  });

  it('only the owner answers a request: another user and an admin find none; a signed-out caller is refused', async () => {
    const owner = await privateOwner();
    const fan = await social.register();
    const other = await social.register();
    const admin = { ...(await social.register()) };
    admin.caller = callerFor(admin.user.id, true);
    await follow(fan, owner);

    expect(await errorOf(approve(other, fan))).toEqual(notFound);
    expect(await errorOf(decline(admin, fan))).toEqual(notFound);
    expect(await errorOf(approve(admin, fan))).toEqual(notFound);
    expect(await incoming(admin)).toEqual([]);
    expect(
      await errorOf(social.call(SOCIAL_RPC.approveFollowRequest, { requesterId: fan.user.id })),
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await errorOf(social.call(SOCIAL_RPC.followRequests, {}))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await state(fan, owner)).toEqual(REQUESTED);
  });

  it('refuses a requester id that is not a uuid, and one nobody requested with', async () => {
    const owner = await privateOwner();
    expect(
      await errorOf(
        social.callUnchecked(SOCIAL_RPC.approveFollowRequest, { requesterId: 'abc' }, owner.caller),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'requesterId' });
    expect(
      await errorOf(
        social.callUnchecked(
          SOCIAL_RPC.declineFollowRequest,
          { requesterId: randomUUID(), extra: 1 },
          owner.caller,
        ),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      await errorOf(
        social.call(SOCIAL_RPC.declineFollowRequest, { requesterId: randomUUID() }, owner.caller),
      ),
    ).toEqual(notFound);
  });

  it('making the profile public again approves every pending request', async () => {
    const owner = await privateOwner();
    const [ann, bob] = [await social.register(), await social.register()];
    await follow(ann, owner);
    await follow(bob, owner);
    expect(await incoming(owner)).toHaveLength(2);

    await goPrivate(owner, true);
    expect(await incoming(owner)).toEqual([]);
    expect(await state(ann, owner)).toEqual(FOLLOWING);
    expect(await state(bob, owner)).toEqual(FOLLOWING);
    expect(await events(SOCIAL_EVENTS.followed, [ann, owner])).toHaveLength(1);
    expect(await events(SOCIAL_EVENTS.followed, [bob, owner])).toHaveLength(1);
  });

  it('announces how each request ended, so the owner’s notification of it can go', async () => {
    const owner = await privateOwner();
    const [yes, no, gone, cut] = [
      await social.register(),
      await social.register(),
      await social.register(),
      await social.register(),
    ];
    for (const fan of [yes, no, gone, cut]) await follow(fan, owner);
    const [fanOfNobody, stranger] = [await social.register(), await social.register()];

    await approve(owner, yes);
    await decline(owner, no);
    await social.call(SOCIAL_RPC.unfollow, { id: owner.user.id }, gone.caller);
    await social.call(SOCIAL_RPC.block, { userId: cut.user.id }, owner.caller);
    // Nothing pending: nothing to announce.
    await social.call(SOCIAL_RPC.unfollow, { id: stranger.user.id }, fanOfNobody.caller);
    await errorOf(decline(owner, no));

    const answered = async (fan: TestUser) => events(SOCIAL_EVENTS.followAnswered, [fan, owner]);
    expect(await answered(yes)).toEqual([
      { followerId: yes.user.id, followingId: owner.user.id, outcome: 'approved' },
    ]);
    expect(await answered(no)).toEqual([
      { followerId: no.user.id, followingId: owner.user.id, outcome: 'declined' },
    ]);
    expect(await answered(gone)).toEqual([
      { followerId: gone.user.id, followingId: owner.user.id, outcome: 'withdrawn' },
    ]);
    expect(await answered(cut)).toEqual([
      { followerId: cut.user.id, followingId: owner.user.id, outcome: 'blocked' },
    ]);
    expect(await events(SOCIAL_EVENTS.followAnswered, [fanOfNobody, stranger])).toEqual([]);
  });

  it('a block ends the follows both ways and pending requests, announcing each removed follow', async () => {
    const owner = await social.register();
    const other = await social.register();
    await follow(owner, other);
    await follow(other, owner);
    const privateOne = await privateOwner();
    await follow(owner, privateOne);

    await social.call(SOCIAL_RPC.block, { userId: other.user.id }, owner.caller);
    await social.call(SOCIAL_RPC.block, { userId: owner.user.id }, privateOne.caller);

    expect(await state(owner, other)).toEqual(NONE);
    expect(await state(other, owner)).toEqual(NONE);
    expect(await incoming(privateOne)).toEqual([]);
    expect(await events(SOCIAL_EVENTS.unfollowed, [owner, other])).toEqual(
      expect.arrayContaining([
        { followerId: owner.user.id, followingId: other.user.id },
        { followerId: other.user.id, followingId: owner.user.id },
      ]),
    );
    expect(await events(SOCIAL_EVENTS.unfollowed, [owner, other])).toHaveLength(2);
    // The block and both removals were written together: the same transaction, one after the other.
    const rows = (await social.outboxRows<object>(SOCIAL_EVENTS.blocked))
      .concat(await social.outboxRows<object>(SOCIAL_EVENTS.unfollowed))
      .filter(({ envelope }) => JSON.stringify(envelope.data).includes(other.user.id));
    expect(new Set(rows.map(({ envelope }) => envelope.correlationId)).size).toBe(1);
    // Unblocking restores nothing.
    await social.call(SOCIAL_RPC.unblock, { id: owner.user.id }, privateOne.caller);
    expect(await state(owner, privateOne)).toEqual(NONE);
  });
});
