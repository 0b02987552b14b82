import { randomUUID } from 'node:crypto';
import { PUBLIC_LINK_MESSAGE } from '@boonies/contracts/links';
import type { PostDto } from '@boonies/contracts/posts';
import type { RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { Browser } from './support/browser';
import {
  admin,
  makeBrand,
  openedVerifications,
  EVENT_TEST_TIMEOUT_MS,
  POSTS_SYSTEM_START_TIMEOUT_MS,
  skater,
  startPostsSystem,
  textPost,
  trickVideo,
  YOUTUBE_LINK,
  type SignedInUser,
} from './support/posts-system';
import { expectStatus } from './support/expect-status';

// Many tests here wait for effects that travel by events (bounded by EVENT_DEADLINE_MS).
jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/** Every posts, reactions and verification route that changes something: who may call it, and bad input. */
describe('posts, reactions and verification routes: who may change what', () => {
  let system: RunningSystem;
  let moderator: SignedInUser;
  let owner: SignedInUser;
  let other: SignedInUser;
  let brand: SignedInUser;
  /** The owner's trick video tagging gw-1 and gw-2, with its two verifications. */
  let video: PostDto;
  const anonymous = () => new Browser(system.baseUrl);

  beforeAll(async () => {
    system = await startPostsSystem('gateway-posts-access');
    [moderator, owner, other, brand] = await Promise.all([
      admin(system),
      skater(system, 'owner'),
      skater(system, 'other'),
      skater(system, 'brand'),
    ]);
    await makeBrand(system, brand.id);
    video = await trickVideo(owner.browser, ['gw-1', 'gw-2']);
  }, POSTS_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  async function verificationIds(postId: string): Promise<string[]> {
    return (await openedVerifications(owner.browser, postId, 2)).map(({ id }) => id);
  }

  describe('posting', () => {
    it('POST /api/posts: anonymous 401, any signed-in user 201', async () => {
      const body = { content: 'Anyone skating tonight?' };
      expectStatus(await anonymous().post('/api/posts', body), 401, 'UNAUTHENTICATED');
      expectStatus(await other.browser.post('/api/posts', body), 201);
      expectStatus(await brand.browser.post('/api/posts', body), 201);
    });

    it('POST /api/posts/trick-video: anonymous 401, a brand 403, a skater 201', async () => {
      const body = { content: 'Kickflip', videoUrl: YOUTUBE_LINK, trickIds: ['gw-2'] };
      expectStatus(await anonymous().post('/api/posts/trick-video', body), 401, 'UNAUTHENTICATED');
      const refused = await brand.browser.post('/api/posts/trick-video', body);
      expectStatus(refused, 403, 'FORBIDDEN');
      expect(refused.body.error).toBe('Brand accounts cannot post trick videos');
      expectStatus(await other.browser.post('/api/posts/trick-video', body), 201);
    });

    it('a reply is allowed to anyone signed in', async () => {
      const body = { content: 'Clean!', postType: 'reply', parentPostId: video.id };
      expectStatus(await anonymous().post('/api/posts', body), 401, 'UNAUTHENTICATED');
      expectStatus(await other.browser.post('/api/posts', body), 201);
    });
  });

  describe('DELETE /api/posts/{id}: anonymous 401, another user 403, the author or an admin allowed', () => {
    it("the author's own post", async () => {
      const post = await textPost(owner.browser, 'Delete me');
      expectStatus(await anonymous().delete(`/api/posts/${post.id}`), 401, 'UNAUTHENTICATED');
      expectStatus(await other.browser.delete(`/api/posts/${post.id}`), 403, 'FORBIDDEN');
      const deleted = await owner.browser.delete(`/api/posts/${post.id}`);
      expectStatus(deleted, 200);
      expect(deleted.body).toEqual({ deleted: true, id: post.id });
      expectStatus(await owner.browser.get(`/api/posts/${post.id}`), 404, 'NOT_FOUND');
    });

    it("an admin deletes anyone's post", async () => {
      const post = await textPost(other.browser, 'An admin will remove this');
      expectStatus(await moderator.browser.delete(`/api/posts/${post.id}`), 200);
      expectStatus(await moderator.browser.delete(`/api/posts/${post.id}`), 404, 'NOT_FOUND');
    });
  });

  it('PATCH /api/posts/{id}: anonymous 401, a skater (even the author) 403, an admin 200', async () => {
    const path = `/api/posts/${video.id}`;
    const body = { verificationStatus: 'approved', isVerified: true };
    expectStatus(await anonymous().patch(path, body), 401, 'UNAUTHENTICATED');
    expectStatus(await other.browser.patch(path, body), 403, 'FORBIDDEN');
    expectStatus(await owner.browser.patch(path, body), 403, 'FORBIDDEN');
    const reviewed = await moderator.browser.patch(path, { verificationStatus: 'rejected' });
    expectStatus(reviewed, 200);
    expect(reviewed.body).toMatchObject({ id: video.id, verificationStatus: 'rejected', isVerified: false });
  });

  it('reactions: anonymous 401, any signed-in user allowed', async () => {
    const body = { postId: video.id, reactionType: 'like' };
    expectStatus(await anonymous().post('/api/reactions', body), 401, 'UNAUTHENTICATED');
    expectStatus(await anonymous().delete(`/api/reactions/${video.id}`), 401, 'UNAUTHENTICATED');
    expectStatus(await other.browser.post('/api/reactions', body), 200);
    expectStatus(await other.browser.delete(`/api/reactions/${video.id}`), 200);
  });

  it('POST /api/verifications/{id}/vote: anonymous 401, the poster 403, anyone else 200', async () => {
    const [id] = await verificationIds(video.id);
    const path = `/api/verifications/${id}/vote`;
    expectStatus(await anonymous().post(path, { vote: true }), 401, 'UNAUTHENTICATED');
    const own = await owner.browser.post(path, { vote: true });
    expectStatus(own, 403, 'FORBIDDEN');
    expect(own.body.error).toBe('You cannot vote on your own trick video');
    expectStatus(await other.browser.post(path, { vote: false }), 200);
    expectStatus(await brand.browser.post(path, { vote: true }), 200);
  });

  it('DELETE /api/verifications/{id}: anonymous 401, a skater (even the poster) 403, an admin 200', async () => {
    const [, id] = await verificationIds(video.id);
    const path = `/api/verifications/${id}`;
    expectStatus(await anonymous().delete(path), 401, 'UNAUTHENTICATED');
    expectStatus(await other.browser.delete(path), 403, 'FORBIDDEN');
    expectStatus(await owner.browser.delete(path), 403, 'FORBIDDEN');
    const removed = await moderator.browser.delete(path);
    expectStatus(removed, 200);
    expect(removed.body).toEqual({ removed: true, id });
    expectStatus(await moderator.browser.get(path), 404, 'NOT_FOUND');
  });

  it('every read answers 401 without a session', async () => {
    const id = randomUUID();
    for (const path of [
      '/api/posts',
      '/api/posts/popular',
      '/api/posts/following',
      '/api/posts/type/trick_video',
      `/api/posts/user/${id}`,
      '/api/posts/trick/gw-1',
      `/api/posts/${id}`,
      `/api/posts/${id}/replies`,
      `/api/reactions/${id}`,
      `/api/verifications/post/${id}`,
      `/api/verifications/${id}`,
      `/api/verifications/${id}/vote`,
    ]) {
      expectStatus(await anonymous().get(path), 401, 'UNAUTHENTICATED');
    }
  });

  describe('bad input: 400 VALIDATION_FAILED naming the field, never a 500', () => {
    const user = () => other.browser;
    const id = randomUUID();
    const elevenTricks = Array.from({ length: 11 }, (_, index) => `gw-${index + 1}`);
    const post = (body: object) => () => user().post('/api/posts', body);
    const trickVideoPost = (body: object) => () =>
      user().post('/api/posts/trick-video', {
        content: 'Look at this',
        videoUrl: YOUTUBE_LINK,
        trickIds: ['gw-1'],
        ...body,
      });

    it.each<[string, () => Promise<Response>, string]>([
      ['POST /api/posts blank content', post({ content: '   ' }), 'content'],
      ['POST /api/posts without content', post({ imageUrl: 'https://i.imgur.com/a.png' }), 'content'],
      ['POST /api/posts content not text', post({ content: 42 }), 'content'],
      ['POST /api/posts content too long', post({ content: 'x'.repeat(2001) }), 'content'],
      [
        'POST /api/posts javascript: image',
        post({ content: 'a', imageUrl: 'javascript:alert(1)' }),
        'imageUrl',
      ],
      [
        'POST /api/posts data: image',
        post({ content: 'a', imageUrl: 'data:image/png;base64,AAAA' }),
        'imageUrl',
      ],
      [
        'POST /api/posts javascript: video',
        post({ content: 'a', videoUrl: 'javascript:alert(1)//.mp4' }),
        'videoUrl',
      ],
      [
        'POST /api/posts data: video',
        post({ content: 'a', videoUrl: 'data:video/mp4;base64,AAAA' }),
        'videoUrl',
      ],
      [
        'POST /api/posts unrecognised video link',
        post({ content: 'a', videoUrl: 'https://example.com/page.html' }),
        'videoUrl',
      ],
      ['POST /api/posts unknown trick', post({ content: 'a', taggedTricks: ['gw-99'] }), 'taggedTricks'],
      ['POST /api/posts malformed trick', post({ content: 'a', taggedTricks: ['GW 1'] }), 'taggedTricks'],
      [
        'POST /api/posts more than 10 tricks',
        post({ content: 'a', taggedTricks: elevenTricks }),
        'taggedTricks',
      ],
      ['POST /api/posts unknown field', post({ content: 'a', mood: 'stoked' }), 'mood'],
      ['POST /api/posts unknown postType', post({ content: 'a', postType: 'trick_video' }), 'postType'],
      [
        'POST /api/posts reply over 500 characters',
        () =>
          user().post('/api/posts', { content: 'x'.repeat(501), postType: 'reply', parentPostId: video.id }),
        'content',
      ],
      [
        'POST /api/posts reply to a malformed id',
        post({ content: 'a', postType: 'reply', parentPostId: 'post-1' }),
        'parentPostId',
      ],
      ['POST /api/posts reply without a parent', post({ content: 'a', postType: 'reply' }), 'parentPostId'],
      ['POST /api/posts/trick-video blank content', trickVideoPost({ content: ' ' }), 'content'],
      [
        'POST /api/posts/trick-video content too long',
        trickVideoPost({ content: 'x'.repeat(2001) }),
        'content',
      ],
      ['POST /api/posts/trick-video no tricks', trickVideoPost({ trickIds: [] }), 'trickIds'],
      ['POST /api/posts/trick-video tricks missing', trickVideoPost({ trickIds: undefined }), 'trickIds'],
      [
        'POST /api/posts/trick-video unknown trick',
        trickVideoPost({ trickIds: ['gw-1', 'gw-99'] }),
        'trickIds',
      ],
      [
        'POST /api/posts/trick-video more than 10 tricks',
        trickVideoPost({ trickIds: elevenTricks }),
        'trickIds',
      ],
      [
        'POST /api/posts/trick-video the same trick twice',
        trickVideoPost({ trickIds: ['gw-1', 'gw-1'] }),
        'trickIds',
      ],
      ['POST /api/posts/trick-video no video', trickVideoPost({ videoUrl: undefined }), 'videoUrl'],
      [
        'POST /api/posts/trick-video javascript: video',
        trickVideoPost({ videoUrl: 'javascript:alert(1)//.mp4' }),
        'videoUrl',
      ],
      [
        'POST /api/posts/trick-video data: video',
        trickVideoPost({ videoUrl: 'data:video/mp4;base64,AAAA' }),
        'videoUrl',
      ],
      [
        'POST /api/posts/trick-video unrecognised link',
        trickVideoPost({ videoUrl: 'https://vimeo.com/channels/staffpicks' }),
        'videoUrl',
      ],
      [
        'POST /api/posts/trick-video unknown field',
        trickVideoPost({ imageUrl: 'https://i.imgur.com/a.png' }),
        'imageUrl',
      ],
      ['DELETE /api/posts/{id}', () => user().delete('/api/posts/not-a-uuid'), 'id'],
      ['GET /api/posts/{id}', () => user().get('/api/posts/123'), 'id'],
      ['GET /api/posts/{id}/replies', () => user().get('/api/posts/123/replies'), 'id'],
      [
        'PATCH /api/posts/{id} id',
        () => moderator.browser.patch('/api/posts/123', { verificationStatus: 'approved' }),
        'id',
      ],
      [
        'PATCH /api/posts/{id} status',
        () => moderator.browser.patch(`/api/posts/${id}`, { verificationStatus: 'maybe' }),
        'verificationStatus',
      ],
      [
        'PATCH /api/posts/{id} isVerified',
        () =>
          moderator.browser.patch(`/api/posts/${id}`, { verificationStatus: 'approved', isVerified: 'yes' }),
        'isVerified',
      ],
      [
        'PATCH /api/posts/{id} a status contradicting isVerified',
        () =>
          moderator.browser.patch(`/api/posts/${video.id}`, {
            verificationStatus: 'approved',
            isVerified: false,
          }),
        'isVerified',
      ],
      [
        'PATCH /api/posts/{id} unknown field',
        () => moderator.browser.patch(`/api/posts/${id}`, { verificationStatus: 'approved', content: 'x' }),
        'content',
      ],
      ['GET /api/posts/type/{type}', () => user().get('/api/posts/type/text'), 'type'],
      ['GET /api/posts/user/{id}', () => user().get('/api/posts/user/someone'), 'id'],
      ['GET /api/posts/trick/{trickId}', () => user().get('/api/posts/trick/GW_1'), 'trickId'],
      ['GET /api/posts?limit=0', () => user().get('/api/posts?limit=0'), 'limit'],
      ['GET /api/posts?limit=51', () => user().get('/api/posts?limit=51'), 'limit'],
      ['GET /api/posts?limit=many', () => user().get('/api/posts/popular?limit=many'), 'limit'],
      ['GET /api/posts?cursor=<not ours>', () => user().get('/api/posts?cursor=bm90LWEtY3Vyc29y'), 'cursor'],
      [
        'GET /api/posts?cursor=<bad characters>',
        () => user().get('/api/posts/following?cursor=a%20b'),
        'cursor',
      ],
      ['GET /api/posts unknown query', () => user().get('/api/posts?page=2'), 'page'],
      ['GET /api/reactions/{postId}', () => user().get('/api/reactions/x'), 'postId'],
      [
        'POST /api/reactions postId',
        () => user().post('/api/reactions', { postId: 'x', reactionType: 'like' }),
        'postId',
      ],
      [
        'POST /api/reactions reactionType',
        () => user().post('/api/reactions', { postId: video.id, reactionType: 'love' }),
        'reactionType',
      ],
      [
        'POST /api/reactions unknown field',
        () => user().post('/api/reactions', { postId: video.id, reactionType: 'like', weight: 5 }),
        'weight',
      ],
      ['DELETE /api/reactions/{postId}', () => user().delete('/api/reactions/x'), 'postId'],
      ['GET /api/verifications/post/{postId}', () => user().get('/api/verifications/post/x'), 'postId'],
      ['GET /api/verifications/{id}', () => user().get('/api/verifications/x'), 'id'],
      ['GET /api/verifications/{id}/vote', () => user().get('/api/verifications/x/vote'), 'id'],
      [
        'POST /api/verifications/{id}/vote id',
        () => user().post('/api/verifications/x/vote', { vote: true }),
        'id',
      ],
      [
        'POST /api/verifications/{id}/vote "true"',
        () => user().post(`/api/verifications/${id}/vote`, { vote: 'true' }),
        'vote',
      ],
      [
        'POST /api/verifications/{id}/vote 1',
        () => user().post(`/api/verifications/${id}/vote`, { vote: 1 }),
        'vote',
      ],
      [
        'POST /api/verifications/{id}/vote no vote',
        () => user().post(`/api/verifications/${id}/vote`, {}),
        'vote',
      ],
      [
        'POST /api/verifications/{id}/vote unknown field',
        () => user().post(`/api/verifications/${id}/vote`, { vote: true, weight: 5 }),
        'weight',
      ],
      ['DELETE /api/verifications/{id}', () => moderator.browser.delete('/api/verifications/x'), 'id'],
    ])('%s', async (_route, call, field) => {
      const response = await call();
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { error: expect.any(String), code: 'VALIDATION_FAILED', field },
      });
    });

    it('a body that is not JSON is a 400 too', async () => {
      const response = await user().post('/api/posts', '{"content": ');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });
  });
  /**
   * A link every viewer's browser fetches must not point into the viewer's own machine or network: each
   * route taking one refuses loopback, private, link-local and metadata addresses, in every form a browser
   * reads as one, with the reason.
   */
  describe("links into a viewer's own network: 400 with the reason, on every route taking a link", () => {
    const LOCAL_HOSTS = [
      '127.0.0.1',
      '169.254.169.254',
      '10.0.0.7',
      '[::ffff:127.0.0.1]',
      '2130706433',
      '0x7f.1',
      'localhost',
      'router.local',
    ];
    const routes: {
      route: string;
      send: (host: string) => Promise<Response>;
      field: string;
      /** The field's format rule, checked first, may refuse a host before the public-link rule does. */
      formatReason?: string;
    }[] = [
      {
        route: 'POST /api/posts imageUrl',
        send: (host) => other.browser.post('/api/posts', { content: 'a', imageUrl: `http://${host}/a.png` }),
        field: 'imageUrl',
      },
      {
        route: 'POST /api/posts videoUrl',
        send: (host) => other.browser.post('/api/posts', { content: 'a', videoUrl: `http://${host}/a.mp4` }),
        field: 'videoUrl',
      },
      {
        route: 'POST /api/posts/trick-video videoUrl',
        send: (host) =>
          other.browser.post('/api/posts/trick-video', {
            content: 'a',
            videoUrl: `http://${host}/a.mp4`,
            trickIds: ['gw-1'],
          }),
        field: 'videoUrl',
      },
      {
        route: 'PATCH /api/users/{id} profilePicture',
        send: (host) =>
          other.browser.patch(`/api/users/${other.id}`, { profilePicture: `http://${host}/me.png` }),
        field: 'profilePicture',
      },
      {
        route: 'PATCH /api/users/{id} headerVideo',
        send: (host) =>
          other.browser.patch(`/api/users/${other.id}`, { headerVideo: `http://${host}/me.mp4` }),
        field: 'headerVideo',
      },
      {
        route: 'PATCH /api/tricks/{id} videoUrl',
        send: (host) => moderator.browser.patch('/api/tricks/gw-1', { videoUrl: `http://${host}/ollie.mp4` }),
        field: 'videoUrl',
        // validator.js's URL rule takes neither a bare number nor a name without a dot.
        formatReason: 'Video URL must be an http(s) link',
      },
    ];

    it.each(routes)('$route', async ({ send, field, formatReason }) => {
      for (const host of LOCAL_HOSTS) {
        const response = await send(host);
        const { error, ...rest } = response.body as { error: string };
        const reason = error === PUBLIC_LINK_MESSAGE || error === formatReason ? 'refused as such' : error;
        expect({ host, status: response.status, reason, ...rest }).toEqual({
          host,
          status: 400,
          reason: 'refused as such',
          code: 'VALIDATION_FAILED',
          field,
        });
      }
    });

    it('a public link on the same routes is taken', async () => {
      const posted = await other.browser.post('/api/posts', {
        content: 'From the bowl',
        imageUrl: 'https://i.imgur.com/a.png',
      });
      expectStatus(posted, 201);
      const profile = await other.browser.patch(`/api/users/${other.id}`, {
        profilePicture: 'https://i.imgur.com/me.png',
      });
      expectStatus(profile, 200);
    });
  });
});
