import { ADMIN_EVENTS, type ContentModeratedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { mediaUrl } from '@boonies/contracts/media';
import {
  POLICY_CASES,
  POLICY_STATES,
  policyPrivacyOf,
  type PolicyStateName,
} from '@boonies/contracts/policy';
import { POSTS_RPC } from '@boonies/contracts/posts';
import { DEFAULT_PREFERENCES, type PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { randomUUID } from 'node:crypto';
import { callerFor, PostsTestService } from './support/posts-test-service';

/**
 * What a shared link to a post may show before anyone signs in: exactly the posts any member may read (the
 * policy table's stranger), and nothing, not even that it exists, of any other.
 */
describe('posts: link previews', () => {
  let posts: PostsTestService;
  let revision = 0;
  const nextRevision = () => new Date((revision = Math.max(revision + 1, Date.now() + 1))).toISOString();
  const preview = (id: string) => posts.call(POSTS_RPC.preview, { id });

  beforeAll(async () => {
    posts = await PostsTestService.start('previews');
  });

  afterAll(() => posts?.stop());

  async function skaterIn(state: PolicyStateName): Promise<{ user: UserProfileChangedV1; postId: string }> {
    const user = await posts.registerUser({ displayName: 'Rayssa' });
    const as = callerFor(user.userId);
    const post = await posts.call(POSTS_RPC.create, { content: `A ${state} line` }, as);
    if (state === 'deactivated') {
      await posts.deliver(AUTH_EVENTS.userUpdated, { ...user, isActive: false, updatedAt: nextRevision() });
    }
    if (state === 'suspended') {
      const suspendedUntil = new Date(Date.now() + 86_400_000).toISOString();
      await posts.deliver(AUTH_EVENTS.userUpdated, { ...user, suspendedUntil, updatedAt: nextRevision() });
    }
    if (state === 'hidden_post') {
      await posts.deliver<ContentModeratedV1>(ADMIN_EVENTS.contentModerated, {
        kind: 'post',
        contentId: post.id,
        ownerId: user.userId,
        hidden: true,
      });
    }
    if (state !== 'public') {
      const { appearOnLeaderboard: _leaderboard, ...privacy } = policyPrivacyOf(state);
      await posts.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
        userId: user.userId,
        notifications: DEFAULT_PREFERENCES.notifications,
        privacy: { ...DEFAULT_PREFERENCES.privacy, ...privacy },
        updatedAt: nextRevision(),
      });
    }
    return { user, postId: post.id };
  }

  it.each(POLICY_STATES)('a %s skater’s post is previewed only if any member may read it', async (state) => {
    const { postId } = await skaterIn(state);
    const anyMember = POLICY_CASES.find(
      (cell) => cell.state === state && cell.relation === 'stranger' && cell.action === 'view_posts',
    );
    const answer = await preview(postId);
    if (anyMember?.expected === 'Y') {
      expect(answer).toEqual({
        preview: {
          postId,
          authorName: 'Rayssa',
          username: expect.any(String),
          content: `A ${state} line`,
          imageUrl: null,
        },
      });
    } else {
      expect(answer).toEqual({ preview: null });
    }
  });

  it('shows an uploaded photo’s feed picture, a clip’s poster, or a pasted image link', async () => {
    const author = await posts.registerUser();
    const as = callerFor(author.userId);
    const photo = await posts.readyMedia(author.userId, 'image');
    const clip = await posts.readyMedia(author.userId, 'video');
    const withPhoto = await posts.call(POSTS_RPC.create, { content: 'photo', mediaId: photo.mediaId }, as);
    const withClip = await posts.call(POSTS_RPC.create, { content: 'clip', mediaId: clip.mediaId }, as);
    const pasted = await posts.call(
      POSTS_RPC.create,
      { content: 'link', imageUrl: 'https://images.example.com/rail.jpg' },
      as,
    );
    expect((await preview(withPhoto.id)).preview?.imageUrl).toBe(mediaUrl(photo.mediaId, 'feed.webp'));
    expect((await preview(withClip.id)).preview?.imageUrl).toBe(mediaUrl(clip.mediaId, 'poster.jpg'));
    expect((await preview(pasted.id)).preview?.imageUrl).toBe('https://images.example.com/rail.jpg');
  });

  it('previews a reply only where its thread may be read, and nothing of a deleted or unknown post', async () => {
    const { user, postId } = await skaterIn('private');
    const replier = await posts.registerUser();
    await posts.follow(replier.userId, user.userId);
    const reply = await posts.call(
      POSTS_RPC.create,
      { content: 'a reply under a private post', parentPostId: postId },
      callerFor(replier.userId),
    );
    expect(await preview(reply.id)).toEqual({ preview: null });

    const open = await skaterIn('public');
    const openReply = await posts.call(
      POSTS_RPC.create,
      { content: 'a reply in the open', parentPostId: open.postId },
      callerFor(replier.userId),
    );
    expect((await preview(openReply.id)).preview?.content).toBe('a reply in the open');

    await posts.call(POSTS_RPC.remove, { id: open.postId }, callerFor(open.user.userId));
    expect(await preview(open.postId)).toEqual({ preview: null });
    expect(await preview(openReply.id)).toEqual({ preview: null });
    expect(await preview(randomUUID())).toEqual({ preview: null });
  });

  it('previews nothing of an author the service has not heard of', async () => {
    const stranger = randomUUID();
    const post = await posts.call(
      POSTS_RPC.create,
      { content: 'before the sign-up arrived' },
      callerFor(stranger),
    );
    expect(await preview(post.id)).toEqual({ preview: null });
  });
});
