import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { MESSAGE_MESSAGES } from '@boonies/contracts/messaging';
import { PROFILE_MESSAGES, SOCIAL_RPC } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import {
  SocialTestService,
  callerFor,
  sampleUserProfileChangedV1,
  type TestUser,
} from './support/social-test-service';

describe('profiles', () => {
  let social: SocialTestService;

  beforeAll(async () => {
    social = await SocialTestService.start('profiles');
  });

  afterAll(() => social?.stop());

  const profile = (id: string, viewer: Pick<TestUser, 'caller'>) =>
    social.call(SOCIAL_RPC.profile, { id }, viewer.caller);
  const callerOf = (userId: string) => ({ caller: callerFor(userId) });

  describe('rpc.social.profile', () => {
    it('shows the owner their whole profile with counts, level and what they can do', async () => {
      const owner = await social.register();

      expect(await profile(owner.user.id, owner)).toEqual({
        id: owner.user.id,
        username: owner.user.username,
        displayName: null,
        profilePicture: null,
        proStatus: false,
        amateurStatus: false,
        flowStatus: false,
        isBrand: false,
        isVerified: false,
        bio: null,
        headerVideo: null,
        location: null,
        skatingStyle: null,
        favoriteSpot: null,
        gradientStartColor: '#4F46E5',
        gradientEndColor: '#06B6D4',
        isAdmin: false,
        createdAt: owner.user.createdAt,
        updatedAt: owner.user.updatedAt,
        level: 1,
        verifiedPoints: 0,
        postCount: 0,
        followerCount: 0,
        followingCount: 0,
        isOwner: true,
        isFollowing: false,
        followRequested: false,
        isBlocked: false,
        keepsAthleteStatus: false,
        cannotMessageReason: null,
        visibility: { posts: true, progress: true, followers: true, messages: false },
      });
    });

    it("offers an admin operating a puppet the puppet's own profile, not the admin's", async () => {
      const admin = await social.register();
      const puppet = await social.register();
      const masked = { ...puppet.caller, isAdmin: false, actingAdminId: admin.user.id };

      expect(await social.call(SOCIAL_RPC.profile, { id: admin.user.id }, masked)).toMatchObject({
        isOwner: false,
      });
      expect(await social.call(SOCIAL_RPC.profile, { id: puppet.user.id }, masked)).toMatchObject({
        isOwner: true,
      });
    });

    it('shows another user the profile with their relation to it, and never the email', async () => {
      const owner = await social.register();
      const visitor = await social.register();
      await social.call(SOCIAL_RPC.follow, { followingId: owner.user.id }, visitor.caller);

      const seen = await profile(owner.user.id, visitor);
      expect(seen).toMatchObject({
        isOwner: false,
        isFollowing: true,
        followerCount: 1,
        followingCount: 0,
        cannotMessageReason: null,
        visibility: { posts: true, progress: true, followers: true, messages: true },
      });
      expect(seen).not.toHaveProperty('email');
      expect(JSON.stringify(seen)).not.toContain(owner.user.email);
    });

    it("hides what the owner's privacy settings hide from all but approved followers", async () => {
      const owner = await social.register();
      const stranger = await social.register();
      const follower = await social.register();
      await social.call(SOCIAL_RPC.follow, { followingId: owner.user.id }, follower.caller);
      await social.call(
        SOCIAL_RPC.updatePreferences,
        { privacy: { publicProfile: false, allowMessages: false } },
        owner.caller,
      );

      expect(await profile(owner.user.id, stranger)).toMatchObject({
        level: null,
        verifiedPoints: null,
        followerCount: null,
        followingCount: null,
        visibility: { posts: false, progress: false, followers: false, messages: false },
      });
      expect(await profile(owner.user.id, follower)).toMatchObject({
        level: 1,
        verifiedPoints: 0,
        followerCount: 1,
        // The profile says why there is no Message button, as the chat would.
        cannotMessageReason: MESSAGE_MESSAGES.messagesOff,
        visibility: { posts: true, progress: true, followers: true, messages: false },
      });
      expect(await profile(owner.user.id, owner)).toMatchObject({ followerCount: 1, followingCount: 0 });

      // Public again, with progress and followers hidden: hidden from strangers, shown to the follower.
      await social.call(
        SOCIAL_RPC.updatePreferences,
        { privacy: { publicProfile: true, showFollowers: false, showProgress: false } },
        owner.caller,
      );
      expect(await profile(owner.user.id, stranger)).toMatchObject({
        level: null,
        verifiedPoints: null,
        followerCount: null,
        visibility: { posts: true, progress: false, followers: false },
      });
      expect(await profile(owner.user.id, follower)).toMatchObject({
        level: 1,
        followerCount: 1,
        visibility: { posts: true, progress: true, followers: true },
      });
    });

    it('hides the profile of someone who blocked the caller; the blocker sees only the profile', async () => {
      const blocker = await social.register();
      const blocked = await social.register();
      await social.call(SOCIAL_RPC.block, { userId: blocked.user.id }, blocker.caller);

      expect(await errorOf(profile(blocker.user.id, blocked))).toEqual({
        code: 'NOT_FOUND',
        error: PROFILE_MESSAGES.notFound,
      });
      expect(await profile(blocked.user.id, blocker)).toMatchObject({
        isBlocked: true,
        level: null,
        followerCount: null,
        visibility: { posts: false, progress: false, followers: false, messages: false },
      });
    });

    it('gives brands no level or points', async () => {
      const brand = await social.register();
      await social.updateAccount(brand, { isBrand: true });

      expect(await profile(brand.user.id, brand)).toMatchObject({
        isBrand: true,
        level: null,
        verifiedPoints: null,
      });
    });

    it('answers "Profile not found" for a deactivated or unknown account, to admins as well', async () => {
      const gone = await social.register();
      const visitor = await social.register();
      await social.dataSource.query('UPDATE social.people SET is_active = false WHERE user_id = $1', [
        gone.user.id,
      ]);
      const notFound = { code: 'NOT_FOUND', error: PROFILE_MESSAGES.notFound };

      expect(await errorOf(profile(gone.user.id, visitor))).toEqual(notFound);
      expect(
        await errorOf(
          social.call(SOCIAL_RPC.profile, { id: gone.user.id }, callerFor(visitor.user.id, true)),
        ),
      ).toEqual(notFound);
      expect(await errorOf(profile(randomUUID(), visitor))).toEqual(notFound);
    });

    it("waits for a new account's own profile to reach the copy instead of answering not found", async () => {
      const account = sampleUserProfileChangedV1();
      const own = callerOf(account.userId);

      // Asked before the sign-up event has arrived, as a first visit right after signing up can be.
      const answers = Promise.all([
        profile(account.userId, own),
        social.call(SOCIAL_RPC.followList, { id: account.userId, list: 'followers' }, own.caller),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await social.deliver(AUTH_EVENTS.userRegistered, account);

      const [ownProfile, followers] = await answers;
      expect(ownProfile).toMatchObject({ id: account.userId, username: account.username, isOwner: true });
      expect(followers).toEqual({ users: [], nextCursor: null });
    });

    it('needs a signed-in caller and a valid id', async () => {
      const someone = await social.register();
      expect(await errorOf(social.call(SOCIAL_RPC.profile, { id: someone.user.id }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await errorOf(profile('not-a-uuid', someone))).toEqual({
        code: 'VALIDATION_FAILED',
        error: 'id must be a valid user id',
        field: 'id',
      });
    });
  });

  describe("the copy of the auth service's accounts", () => {
    it('shows the profile fields the latest revision of the account carries', async () => {
      const owner = await social.register({ bio: 'Old bio', location: 'Portland' });
      const visitor = await social.register();

      const updated = await social.updateAccount(owner, {
        displayName: 'Rusty',
        bio: 'Bowls and pools',
        headerVideo: 'https://video.example.com/clip.mp4',
        location: null,
        skatingStyle: 'Transition',
        favoriteSpot: 'Burnside',
        gradientStartColor: '#112233',
        gradientEndColor: '#445566',
        isVerified: true,
        proStatus: true,
      });

      expect(await profile(owner.user.id, visitor)).toMatchObject({
        displayName: 'Rusty',
        bio: 'Bowls and pools',
        headerVideo: 'https://video.example.com/clip.mp4',
        location: null,
        skatingStyle: 'Transition',
        favoriteSpot: 'Burnside',
        gradientStartColor: '#112233',
        gradientEndColor: '#445566',
        isVerified: true,
        proStatus: true,
        createdAt: owner.user.createdAt,
        // The revision the copy holds, which the web app compares with its own save's.
        updatedAt: updated.user.updatedAt,
      });
    });

    it('ignores a revision older than the one it keeps', async () => {
      const owner = await social.register({ bio: 'Current' });
      const stale = new Date(Date.parse(owner.user.updatedAt) - 60_000).toISOString();

      await social.deliver(AUTH_EVENTS.userUpdated, { ...owner.user, bio: 'Stale', updatedAt: stale });

      expect(await profile(owner.user.id, owner)).toMatchObject({ bio: 'Current' });
    });

    it('keeps the defaults for fields an event from before they existed leaves out', async () => {
      const {
        isVerified: _isVerified,
        bio: _bio,
        headerVideo: _headerVideo,
        location: _location,
        skatingStyle: _skatingStyle,
        favoriteSpot: _favoriteSpot,
        gradientStartColor: _start,
        gradientEndColor: _end,
        createdAt: _createdAt,
        ...older
      } = sampleUserProfileChangedV1();

      await social.deliver(AUTH_EVENTS.userRegistered, older);

      expect(await profile(older.userId, callerOf(older.userId))).toMatchObject({
        username: older.username,
        bio: null,
        isVerified: false,
        gradientStartColor: '#4F46E5',
        gradientEndColor: '#06B6D4',
        // Unknown creation time: the account's first revision stands in.
        createdAt: older.updatedAt,
      });
    });
  });
});
