import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import type { PostDto, PostPageDto } from '@boonies/contracts/posts';
import { POSTS_WATCH_EVENT, REALTIME_EVENTS } from '@boonies/contracts/realtime';
import type { Socket } from 'socket.io-client';
import type { RunningSystem } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { Browser } from './support/browser';
import { startGatewayReplica, type GatewayReplica } from './support/gateway-replica';
import {
  admin,
  eventually,
  follow,
  runSql,
  openedVerifications,
  publishEvent,
  EVENT_DEADLINE_MS,
  EVENT_TEST_TIMEOUT_MS,
  POSTS_SYSTEM_START_TIMEOUT_MS,
  skater,
  startPostsSystem,
  textPost,
  trickVideo,
  YOUTUBE_LINK,
  type SignedInUser,
} from './support/posts-system';
import { heard, nextMatching, Sockets } from './support/sockets';

// Many tests here wait for effects that travel by events (bounded by EVENT_DEADLINE_MS).
jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

describe('posts routes: posting, hydrated feeds, reactions, replies and live updates', () => {
  let system: RunningSystem;
  let replica: GatewayReplica;
  let author: SignedInUser;
  let reader: SignedInUser;
  const sockets = new Sockets();

  beforeAll(async () => {
    system = await startPostsSystem('gateway-posts-routes');
    [replica, author, reader] = await Promise.all([
      startGatewayReplica(system),
      skater(system, 'author'),
      skater(system, 'reader'),
    ]);
  }, POSTS_SYSTEM_START_TIMEOUT_MS);

  afterEach(() => sockets.closeAll());

  afterAll(async () => {
    await replica?.stop();
    await system?.stop();
  });

  async function page(browser: Browser, path: string): Promise<PostPageDto> {
    const response = await browser.get(path);
    expect(response.status).toBe(200);
    return response.body;
  }

  /** Every post of a feed, following `nextCursor` page by page. */
  async function wholeFeed(browser: Browser, path: string, limit: number): Promise<PostDto[][]> {
    const pages: PostDto[][] = [];
    let cursor: string | null = null;
    do {
      const separator = path.includes('?') ? '&' : '?';
      const next: PostPageDto = await page(
        browser,
        `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      pages.push(next.posts);
      cursor = next.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  }

  const ids = (posts: PostDto[]) => posts.map((post) => post.id);

  it('a new post comes back hydrated: author, tricks by name, counts, no verifications', async () => {
    const post = await textPost(author.browser, '  Session at the boonies tonight?  ', {
      taggedTricks: ['gw-3', 'gw-1'],
    });

    expect(post).toEqual({
      id: expect.any(String),
      userId: author.id,
      content: 'Session at the boonies tonight?',
      imageUrl: null,
      videoUrl: null,
      media: null,
      postType: 'text',
      parentPostId: null,
      taggedTricks: ['gw-3', 'gw-1'],
      createdAt: expect.any(String),
      author: {
        id: author.id,
        username: author.username,
        displayName: null,
        avatarUrl: null,
        proStatus: false,
        amateurStatus: false,
        flowStatus: false,
        isBrand: false,
        isAdmin: false,
      },
      tricks: [
        { id: 'gw-3', name: 'Heelflip' },
        { id: 'gw-1', name: 'Ollie' },
      ],
      users: { username: author.username, avatarUrl: null },
      verificationStatus: null,
      isVerified: false,
      reactions: { likes: 0, dislikes: 0, mine: null },
      replyCount: 0,
      verifications: [],
    });
    expect((await reader.browser.get(`/api/posts/${post.id}`)).body).toEqual(post);
  });

  it('the kind of a post follows from its media; an empty media field means none', async () => {
    const image = await textPost(author.browser, 'Look', { imageUrl: 'https://i.imgur.com/abc.png' });
    const video = await textPost(author.browser, 'Watch', { videoUrl: 'https://vimeo.com/76979871' });
    const text = await textPost(author.browser, 'Read', { imageUrl: '', videoUrl: '  ' });
    expect([image.postType, video.postType, text.postType]).toEqual(['image', 'video', 'text']);
    expect(image.imageUrl).toBe('https://i.imgur.com/abc.png');
    expect(text).toMatchObject({ imageUrl: null, videoUrl: null });
  });

  it('a trick video opens one verification per trick, shown on the post and in the trick-video feed', async () => {
    const video = await trickVideo(author.browser, ['gw-2', 'gw-3']);
    expect(video).toMatchObject({
      postType: 'trick_video',
      videoUrl: YOUTUBE_LINK,
      taggedTricks: ['gw-2', 'gw-3'],
      verificationStatus: 'pending',
      isVerified: false,
    });

    const verifications = await openedVerifications(reader.browser, video.id, 2);
    expect(verifications).toEqual(
      ['gw-2', 'gw-3'].map((trickId) => ({
        id: expect.any(String),
        postId: video.id,
        trickId,
        posterId: author.id,
        votesFor: 0,
        votesAgainst: 0,
        weightedFor: 0,
        weightedAgainst: 0,
        isVerified: false,
        percentage: null,
        verifiedAt: null,
        createdAt: expect.any(String),
        // Nobody has voted: three voters with standing are needed, as the community rule says by default.
        progress: {
          state: 'open',
          decidedBy: null,
          makeVoters: 0,
          votersNeeded: 3,
          weightNeeded: 3,
          makeShareMet: false,
          discountedVotes: 0,
        },
      })),
    );
    // The post's own summary follows the verification service's events.
    await eventually(
      async () => (await reader.browser.get(`/api/posts/${video.id}`)).body.verifications?.length === 2,
      'the verification summaries on the post',
      EVENT_DEADLINE_MS,
    );
    expect((await reader.browser.get(`/api/posts/${video.id}`)).body.verifications).toEqual([
      {
        id: expect.any(String),
        trickId: 'gw-2',
        trickName: 'Kickflip',
        votesFor: 0,
        votesAgainst: 0,
        isVerified: false,
        removed: false,
        percentage: null,
      },
      {
        id: expect.any(String),
        trickId: 'gw-3',
        trickName: 'Heelflip',
        votesFor: 0,
        votesAgainst: 0,
        isVerified: false,
        removed: false,
        percentage: null,
      },
    ]);

    const [kickflip] = verifications;
    const vote = await reader.browser.post(`/api/verifications/${kickflip.id}/vote`, { vote: true });
    expect(vote.body).toEqual({
      verificationId: kickflip.id,
      vote: true,
      votesFor: 1,
      votesAgainst: 0,
      isVerified: false,
      percentage: 100,
      autoVerified: false,
      // A new account's vote is kept, and the answer says why it weighs nothing yet.
      counts: false,
      notCountedBecause: 'new_account',
    });
    expect((await reader.browser.get(`/api/verifications/${kickflip.id}/vote`)).body).toEqual({ vote: true });
    expect((await author.browser.get(`/api/verifications/${kickflip.id}/vote`)).body).toEqual({ vote: null });
    const changed = await reader.browser.post(`/api/verifications/${kickflip.id}/vote`, { vote: false });
    expect(changed.body).toMatchObject({ votesFor: 0, votesAgainst: 1, percentage: 0 });
    // A new account's vote is counted but weighs nothing yet, and the tally says so.
    expect((await reader.browser.get(`/api/verifications/${kickflip.id}`)).body).toMatchObject({
      votesFor: 0,
      votesAgainst: 1,
      weightedAgainst: 0,
      progress: { state: 'open', discountedVotes: 1 },
    });

    const feed = await page(reader.browser, '/api/posts/type/trick_video');
    expect(feed.posts.every((post) => post.postType === 'trick_video')).toBe(true);
    expect(ids(feed.posts)).toContain(video.id);
  });

  it('reactions: one per user; the same again removes it, the other replaces it', async () => {
    const post = await textPost(author.browser, 'React to this');
    const react = (reactionType: string) =>
      reader.browser.post('/api/reactions', { postId: post.id, reactionType });

    expect((await react('like')).body).toEqual({ likes: 1, dislikes: 0, mine: 'like' });
    expect((await react('dislike')).body).toEqual({ likes: 0, dislikes: 1, mine: 'dislike' });
    expect((await react('dislike')).body).toEqual({ likes: 0, dislikes: 0, mine: null });
    await react('like');
    await author.browser.post('/api/reactions', { postId: post.id, reactionType: 'like' });

    expect((await reader.browser.get(`/api/posts/${post.id}`)).body.reactions).toEqual({
      likes: 2,
      dislikes: 0,
      mine: 'like',
    });
    const list = await author.browser.get(`/api/reactions/${post.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const readers = list.body.find((reaction: { userId: string }) => reaction.userId === reader.id);
    expect(readers).toMatchObject({
      postId: post.id,
      reactionType: 'like',
      user: { username: reader.username, isAdmin: false },
    });
    // Someone else's email is for admins only.
    expect(readers.user.email).toBeUndefined();

    expect((await reader.browser.delete(`/api/reactions/${post.id}`)).body).toEqual({
      likes: 1,
      dislikes: 0,
      mine: null,
    });
  });

  it('replies: listed under their post, counted on it, kept out of the feeds', async () => {
    const post = await textPost(author.browser, 'Reply to this');
    const reply = await reader.browser.post('/api/posts', {
      content: 'Replying',
      postType: 'reply',
      parentPostId: post.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ postType: 'reply', parentPostId: post.id, userId: reader.id });

    const replies = await page(author.browser, `/api/posts/${post.id}/replies`);
    expect(ids(replies.posts)).toEqual([reply.body.id]);
    expect((await author.browser.get(`/api/posts/${post.id}`)).body.replyCount).toBe(1);
    expect(ids((await page(author.browser, '/api/posts?limit=50')).posts)).not.toContain(reply.body.id);

    const orphan = await reader.browser.post('/api/posts', {
      content: 'To nothing',
      postType: 'reply',
      parentPostId: '00000000-0000-4000-8000-000000000000',
    });
    expect(orphan.status).toBe(404);
    expect(orphan.body.code).toBe('NOT_FOUND');
  });

  it("feeds page by cursor: a user's posts newest first, every post once", async () => {
    const poster = await skater(system, 'poster');
    const posted: PostDto[] = [];
    for (let index = 0; index < 5; index++) posted.push(await textPost(poster.browser, `Post ${index}`));

    const pages = await wholeFeed(reader.browser, `/api/posts/user/${poster.id}`, 2);
    expect(pages.map((posts) => posts.length)).toEqual([2, 2, 1]);
    expect(ids(pages.flat())).toEqual(ids(posted).reverse());
    expect(pages.flat()[0].author.username).toBe(poster.username);

    const latest = (await wholeFeed(reader.browser, '/api/posts', 3)).flat();
    expect(new Set(ids(latest)).size).toBe(latest.length);
    expect(ids(latest)).toEqual(expect.arrayContaining(ids(posted)));
    const times = latest.map((post) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a feed page and a post go out as the posts service wrote them: JSON, tagged, 304 while unchanged', async () => {
    const poster = await skater(system, 'raw');
    const post = await textPost(poster.browser, 'Straight from the database "as is" \\ ☃', {
      taggedTricks: ['gw-2'],
    });
    const feedPath = `/api/posts/user/${poster.id}`;
    for (const path of [feedPath, `/api/posts/${post.id}`]) {
      const first = await reader.browser.get(path);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
      expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
      const expected = path === feedPath ? { posts: [post], nextCursor: null } : post;
      expect(JSON.parse(first.text)).toEqual(expected);

      const current = await reader.browser.get(path, { 'If-None-Match': first.headers.etag });
      expect(current.status).toBe(304);
      expect(current.text).toBe('');
    }

    const before = await reader.browser.get(feedPath);
    await reader.browser.post('/api/reactions', { postId: post.id, reactionType: 'like' });
    const changed = await reader.browser.get(feedPath, { 'If-None-Match': before.headers.etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(before.headers.etag);
    expect(changed.body.posts[0].reactions).toEqual({ likes: 1, dislikes: 0, mine: 'like' });
  });

  it('a refused read keeps its status and { error, code }', async () => {
    const missing = await reader.browser.get(`/api/posts/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
    const badCursor = await reader.browser.get('/api/posts?cursor=not-a-cursor');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body).toEqual({
      error: 'cursor is not valid',
      code: 'VALIDATION_FAILED',
      field: 'cursor',
    });
    const signedOut = await new Browser(system.baseUrl).get('/api/posts');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('the trick feed lists the posts tagging that trick', async () => {
    const laser = await textPost(author.browser, 'Laser flip attempt', { taggedTricks: ['gw-4'] });
    const other = await textPost(author.browser, 'Just an ollie', { taggedTricks: ['gw-1'] });
    const feed = (await page(reader.browser, '/api/posts/trick/gw-4')).posts;
    expect(ids(feed)).toContain(laser.id);
    expect(ids(feed)).not.toContain(other.id);
    expect(feed.every((post) => post.taggedTricks.includes('gw-4'))).toBe(true);
    expect((await page(reader.browser, '/api/posts/trick/gw-99')).posts).toEqual([]);
  });

  it('the popular feed ranks a liked post above a newer one nobody reacted to', async () => {
    const liked = await textPost(author.browser, 'Popular one');
    const quiet = await textPost(author.browser, 'Quiet one');
    await reader.browser.post('/api/reactions', { postId: liked.id, reactionType: 'like' });
    await author.browser.post('/api/reactions', { postId: liked.id, reactionType: 'like' });

    const popular = ids((await wholeFeed(reader.browser, '/api/posts/popular', 50)).flat());
    expect(popular.indexOf(liked.id)).toBeGreaterThanOrEqual(0);
    expect(popular.indexOf(liked.id)).toBeLessThan(popular.indexOf(quiet.id));
  });

  it('the following feed shows the posts of the people followed, once the follow event is in', async () => {
    const [follower, followed, stranger] = await Promise.all([
      skater(system, 'follower'),
      skater(system, 'followed'),
      skater(system, 'stranger'),
    ]);
    const theirs = await textPost(followed.browser, 'For my followers');
    const notTheirs = await textPost(stranger.browser, 'Not followed');
    expect((await page(follower.browser, '/api/posts/following')).posts).toEqual([]);

    await follow(system, follower.id, followed.id);

    await eventually(
      async () => ids((await page(follower.browser, '/api/posts/following')).posts).includes(theirs.id),
      'the followed post in the following feed',
      EVENT_DEADLINE_MS,
    );
    const feed = (await page(follower.browser, '/api/posts/following')).posts;
    expect(ids(feed)).not.toContain(notTheirs.id);
    expect(feed.every((post) => post.userId === followed.id)).toBe(true);
  });

  it('a block works both ways on a post, its replies and reactions; admins see it, signed-out callers sign in', async () => {
    const [blocker, blocked, moderator] = await Promise.all([
      skater(system, 'blocker'),
      skater(system, 'blocked'),
      admin(system),
    ]);
    const post = await textPost(blocker.browser, 'Not for you');
    const theirs = await textPost(blocked.browser, 'Mine');
    expect((await blocker.browser.post('/api/blocks', { userId: blocked.id })).status).toBe(200);
    await eventually(
      async () =>
        (
          await runSql(
            system,
            'SELECT 1 FROM posts.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND is_blocking',
            [blocker.id, blocked.id],
          )
        ).length > 0,
      'the block in the posts service',
      EVENT_DEADLINE_MS,
    );

    // The blocked skater cannot find the blocker's post at all.
    for (const path of [
      `/api/posts/${post.id}`,
      `/api/posts/${post.id}/replies`,
      `/api/reactions/${post.id}`,
    ]) {
      expect((await blocked.browser.get(path)).status).toBe(404);
    }
    const reply = await blocked.browser.post('/api/posts', { content: 'hey', parentPostId: post.id });
    expect(reply.status).toBe(404);
    const dislike = await blocked.browser.post('/api/reactions', {
      postId: post.id,
      reactionType: 'dislike',
    });
    expect(dislike.status).toBe(404);

    // The blocker does not see the blocked skater's posts, and may not touch them: 403 with the reason.
    expect((await blocker.browser.get(`/api/posts/${theirs.id}`)).status).toBe(404);
    const answer = await blocker.browser.post('/api/posts', { content: 'hey', parentPostId: theirs.id });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: 'FORBIDDEN',
      error: 'You blocked this skater. Unblock them first.',
    });

    expect((await moderator.browser.get(`/api/posts/${post.id}`)).status).toBe(200);
    expect((await reader.browser.get(`/api/posts/${post.id}`)).status).toBe(200);
    expect((await new Browser(system.baseUrl).get(`/api/posts/${post.id}`)).status).toBe(401);
  });

  describe('live updates over socket.io', () => {
    it("a stranger's socket never learns a private skater's post; a follower's and the author's do", async () => {
      const [secretive, fan, nosy] = await Promise.all([
        skater(system, 'secretive'),
        skater(system, 'fan'),
        skater(system, 'nosy'),
      ]);
      await follow(system, fan.id, secretive.id);
      const patched = await secretive.browser.patch('/api/users/me/preferences', {
        privacy: { publicProfile: false },
      });
      expect(patched.status).toBe(200);
      await eventually(
        async () =>
          (
            await runSql(
              system,
              `SELECT 1 FROM posts.preferences WHERE user_id = $1 AND NOT public_profile`,
              [secretive.id],
            )
          ).length > 0 &&
          (
            await runSql(system, `SELECT 1 FROM posts.follows WHERE follower_id = $1 AND following_id = $2`, [
              fan.id,
              secretive.id,
            ])
          ).length > 0,
        'the private profile and the follow in the posts service',
        EVENT_DEADLINE_MS,
      );
      const [fanSocket, nosySocket, ownSocket] = await Promise.all([
        sockets.connect(replica.baseUrl, fan.browser.sessionCookie),
        sockets.connect(system.baseUrl, nosy.browser.sessionCookie),
        sockets.connect(system.baseUrl, secretive.browser.sessionCookie),
      ]);
      const nosyHeard = heard<{ postId: string; userId: string }>(nosySocket, REALTIME_EVENTS.postCreated);
      const arrivals = [fanSocket, ownSocket].map((socket) =>
        nextMatching<{ userId: string }>(
          socket,
          REALTIME_EVENTS.postCreated,
          (push) => push.userId === secretive.id,
        ),
      );

      const secret = await textPost(secretive.browser, 'Followers only');
      // The follower is told the post is new in their Following; the author's own tabs are not.
      expect(await Promise.all(arrivals)).toEqual([
        { postId: secret.id, userId: secretive.id, postType: 'text', followed: true },
        { postId: secret.id, userId: secretive.id, postType: 'text' },
      ]);
      // A public post written after it reaches the stranger; by then the private one would have too.
      const arrival = nextMatching<{ userId: string }>(
        nosySocket,
        REALTIME_EVENTS.postCreated,
        (push) => push.userId === author.id,
      );
      await textPost(author.browser, 'For everyone');
      await arrival;
      expect(nosyHeard.map((push) => push.postId)).not.toContain(secret.id);
      expect(nosyHeard.map((push) => push.userId)).not.toContain(secretive.id);
      expect((await nosy.browser.get(`/api/posts/${secret.id}`)).status).toBe(404);
      expect((await fan.browser.get(`/api/posts/${secret.id}`)).status).toBe(200);
    });

    it('every signed-in socket allowed to see the post, on every replica, hears of new top-level posts and deletions', async () => {
      const [here, there] = await Promise.all([
        sockets.connect(system.baseUrl, reader.browser.sessionCookie),
        sockets.connect(replica.baseUrl, reader.browser.sessionCookie),
      ]);
      const createdHere = heard<{ postId: string }>(here, REALTIME_EVENTS.postCreated);

      const arrivals = [here, there].map((socket) =>
        nextMatching<{ userId: string }>(
          socket,
          REALTIME_EVENTS.postCreated,
          (push) => push.userId === author.id,
        ),
      );
      const post = await textPost(author.browser, 'Live!');
      for (const push of await Promise.all(arrivals)) {
        expect(push).toEqual({ postId: post.id, userId: author.id, postType: 'text' });
      }

      // A reply is not a new post in the feed: only the top-level post that follows it is announced.
      const reply = await textPost(author.browser, 'Live reply', {
        postType: 'reply',
        parentPostId: post.id,
      });
      const next = await textPost(author.browser, 'Live again');
      // The push may arrive before the HTTP answer does, so look in everything heard so far.
      await eventually(
        async () => createdHere.some((push) => push.postId === next.id),
        'the next post announced',
        EVENT_DEADLINE_MS,
      );
      expect(createdHere.map((push) => push.postId)).not.toContain(reply.id);

      const deletions = [here, there].map((socket) =>
        nextMatching<{ postId: string }>(
          socket,
          REALTIME_EVENTS.postDeleted,
          (push) => push.postId === post.id,
        ),
      );
      expect((await author.browser.delete(`/api/posts/${post.id}`)).status).toBe(200);
      await expect(Promise.all(deletions)).resolves.toEqual([{ postId: post.id }, { postId: post.id }]);
    });

    it("a post a moderator hid leaves every feed and every other member's screen; its author sees it marked", async () => {
      const post = await textPost(author.browser, 'Soon hidden');
      const [readerSocket, authorSocket] = await Promise.all([
        sockets.connect(system.baseUrl, reader.browser.sessionCookie),
        sockets.connect(replica.baseUrl, author.browser.sessionCookie),
      ]);
      const authorHeard = heard<{ postId: string }>(authorSocket, REALTIME_EVENTS.postDeleted);
      const removal = nextMatching<{ postId: string }>(
        readerSocket,
        REALTIME_EVENTS.postDeleted,
        (push) => push.postId === post.id,
      );

      await publishEvent(system, 'admin', ADMIN_EVENTS.contentModerated, {
        kind: 'post',
        contentId: post.id,
        ownerId: author.id,
        hidden: true,
      });

      await expect(removal).resolves.toEqual({ postId: post.id });
      await eventually(
        async () => (await reader.browser.get(`/api/posts/${post.id}`)).status === 404,
        'the hidden post gone for the reader',
        EVENT_DEADLINE_MS,
      );
      expect(ids((await page(reader.browser, '/api/posts?limit=50')).posts)).not.toContain(post.id);
      const own = await author.browser.get(`/api/posts/${post.id}`);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ id: post.id, isHidden: true });
      expect(authorHeard.map((push) => push.postId)).not.toContain(post.id);
    });

    it("every socket allowed to see the poster's posts hears a verification tally change", async () => {
      const video = await trickVideo(author.browser, ['gw-1']);
      const [verification] = await openedVerifications(reader.browser, video.id, 1);
      const socket = await sockets.connect(replica.baseUrl, author.browser.sessionCookie);
      const tally = nextMatching<{ verificationId: string; votesFor: number }>(
        socket,
        REALTIME_EVENTS.verificationChanged,
        (push) => push.verificationId === verification.id && push.votesFor === 1,
      );

      await reader.browser.post(`/api/verifications/${verification.id}/vote`, { vote: true });

      await expect(tally).resolves.toEqual({
        verificationId: verification.id,
        postId: video.id,
        trickId: 'gw-1',
        votesFor: 1,
        votesAgainst: 0,
        isVerified: false,
        removed: false,
        percentage: 100,
      });
    });
  });
  describe('live like counts (posts:watch, post:likes)', () => {
    const watch = (socket: Socket, postIds: unknown) =>
      socket.timeout(EVENT_DEADLINE_MS).emitWithAck(POSTS_WATCH_EVENT, { postIds }) as Promise<
        { postIds: string[] } | { error: string; code: string }
      >;
    const like = (user: SignedInUser, postId: string) =>
      user.browser.post('/api/reactions', { postId, reactionType: 'like' });

    it('a signed-out socket cannot open, so it cannot watch; a malformed or too long list is refused', async () => {
      await expect(sockets.connect(system.baseUrl, undefined)).rejects.toThrow();
      const socket = await sockets.connect(system.baseUrl, reader.browser.sessionCookie);
      for (const postIds of [['not-an-id'], 'x', Array.from({ length: 51 }, () => randomUUID())]) {
        expect(await watch(socket, postIds)).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect(
        await socket.timeout(EVENT_DEADLINE_MS).emitWithAck(POSTS_WATCH_EVENT, { postIds: [], extra: 1 }),
      ).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('pushes the counts to the watchers the policy lets see the post, on every replica; blocked and private-non-followers get nothing; admins may watch', async () => {
      const [blocked, secretive, follower, nosy, moderator] = await Promise.all([
        skater(system, 'blocked-watcher'),
        skater(system, 'secretive-liked'),
        skater(system, 'secret-follower'),
        skater(system, 'nosy-watcher'),
        admin(system),
      ]);
      const post = await textPost(author.browser, 'Like me live');
      const secret = await textPost(secretive.browser, 'Likes for followers only');
      expect((await author.browser.post('/api/blocks', { userId: blocked.id })).status).toBe(200);
      await follow(system, follower.id, secretive.id);
      expect(
        (await secretive.browser.patch('/api/users/me/preferences', { privacy: { publicProfile: false } }))
          .status,
      ).toBe(200);
      await eventually(
        async () =>
          (
            await runSql(
              system,
              `SELECT 1 FROM posts.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND is_blocking
               UNION ALL SELECT 1 FROM posts.preferences WHERE user_id = $3 AND NOT public_profile
               UNION ALL SELECT 1 FROM posts.follows WHERE follower_id = $4 AND following_id = $3`,
              [author.id, blocked.id, secretive.id, follower.id],
            )
          ).length === 3,
        'the block, the private profile and the follow in the posts service',
        EVENT_DEADLINE_MS,
      );
      const [readerSocket, adminSocket, blockedSocket, followerSocket, nosySocket] = await Promise.all([
        sockets.connect(replica.baseUrl, reader.browser.sessionCookie),
        sockets.connect(system.baseUrl, moderator.browser.sessionCookie),
        sockets.connect(system.baseUrl, blocked.browser.sessionCookie),
        sockets.connect(replica.baseUrl, follower.browser.sessionCookie),
        sockets.connect(system.baseUrl, nosy.browser.sessionCookie),
      ]);
      const both = [post.id, secret.id];
      expect(await watch(readerSocket, both)).toEqual({ postIds: [post.id] });
      expect(await watch(adminSocket, both)).toEqual({ postIds: both });
      expect(await watch(blockedSocket, both)).toEqual({ postIds: [] });
      expect(await watch(followerSocket, both)).toEqual({ postIds: both });
      expect(await watch(nosySocket, [secret.id])).toEqual({ postIds: [] });
      const blockedHeard = heard<{ postId: string }>(blockedSocket, REALTIME_EVENTS.postLikes);
      const nosyHeard = heard<{ postId: string }>(nosySocket, REALTIME_EVENTS.postLikes);

      const counts = (socket: Socket, postId: string) =>
        nextMatching<{ postId: string }>(socket, REALTIME_EVENTS.postLikes, (push) => push.postId === postId);
      const publicPushes = [readerSocket, adminSocket, followerSocket].map((socket) =>
        counts(socket, post.id),
      );
      const secretPushes = [adminSocket, followerSocket].map((socket) => counts(socket, secret.id));
      expect((await like(follower, post.id)).status).toBe(200);
      expect((await like(follower, secret.id)).status).toBe(200);
      for (const push of await Promise.all(publicPushes)) {
        expect(push).toEqual({ postId: post.id, likes: 1, dislikes: 0 });
      }
      for (const push of await Promise.all(secretPushes)) {
        expect(push).toEqual({ postId: secret.id, likes: 1, dislikes: 0 });
      }
      expect(blockedHeard).toEqual([]);
      expect(nosyHeard).toEqual([]);

      // Watching again replaces the list: the reader stops hearing of a post left off it.
      expect(await watch(readerSocket, [])).toEqual({ postIds: [] });
      const readerHeard = heard<{ postId: string }>(readerSocket, REALTIME_EVENTS.postLikes);
      const unliked = counts(adminSocket, post.id);
      expect((await like(follower, post.id)).status).toBe(200);
      await expect(unliked).resolves.toEqual({ postId: post.id, likes: 0, dislikes: 0 });
      expect(readerHeard).toEqual([]);
    });

    it('a block made while watching stops the pushes at once', async () => {
      const watcher = await skater(system, 'soon-blocked');
      const post = await textPost(author.browser, 'Watched, then blocked');
      const socket = await sockets.connect(system.baseUrl, watcher.browser.sessionCookie);
      expect(await watch(socket, [post.id])).toEqual({ postIds: [post.id] });
      const watcherHeard = heard<{ postId: string }>(socket, REALTIME_EVENTS.postLikes);
      expect((await author.browser.post('/api/blocks', { userId: watcher.id })).status).toBe(200);
      const adminSocket = await sockets.connect(system.baseUrl, (await admin(system)).browser.sessionCookie);
      expect(await watch(adminSocket, [post.id])).toEqual({ postIds: [post.id] });
      // The gateway hears the block as the posts service does; once the posts service holds it, so does the
      // gateway, and the watch it had granted is gone without the tab asking again.
      await eventually(
        async () =>
          (
            await runSql(
              system,
              'SELECT 1 FROM posts.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND is_blocking',
              [author.id, watcher.id],
            )
          ).length > 0,
        'the block in the posts service',
        EVENT_DEADLINE_MS,
      );
      const adminPush = nextMatching<{ postId: string }>(
        adminSocket,
        REALTIME_EVENTS.postLikes,
        (push) => push.postId === post.id,
      );
      expect((await like(reader, post.id)).status).toBe(200);
      await adminPush;
      expect(watcherHeard).toEqual([]);
    });

    it('folds a burst of 50 reaction changes into a handful of pushes carrying the final count', async () => {
      const fans = await Promise.all(
        Array.from({ length: 10 }, (_, index) => skater(system, `fan-${index}`)),
      );
      const post = await textPost(author.browser, 'Popular');
      const watchers = await Promise.all([
        sockets.connect(system.baseUrl, reader.browser.sessionCookie),
        sockets.connect(replica.baseUrl, reader.browser.sessionCookie),
      ]);
      for (const socket of watchers) expect(await watch(socket, [post.id])).toEqual({ postIds: [post.id] });
      const pushes = watchers.map((socket) => heard<{ likes: number }>(socket, REALTIME_EVENTS.postLikes));

      // Each fan likes, takes it back, likes, takes it back and likes: 50 changes, 10 likes in the end.
      await Promise.all(
        fans.map(async (fan) => {
          for (let change = 0; change < 5; change++) expect((await like(fan, post.id)).status).toBe(200);
        }),
      );
      await eventually(
        async () => pushes.every((heardHere) => heardHere.at(-1)?.likes === 10),
        'the final count pushed to every watcher',
        EVENT_DEADLINE_MS,
      );
      for (const heardHere of pushes) {
        expect(heardHere.at(-1)).toEqual({ postId: post.id, likes: 10, dislikes: 0 });
        // At most one push a second per post: far fewer than one per change.
        expect(heardHere.length).toBeLessThanOrEqual(12);
      }
    });
  });
});
