import type { FeedKind } from '@boonies/contracts/posts';
import { describeSqlSnapshots, sqlCatalogue } from '@boonies/service-testing';
import path from 'node:path';
import { AccessFactsRepository } from '../src/access/access-facts.repository';
import { BenchContentRepository } from '../src/bench-content/bench-content.repository';
import type { FeedPosition } from '../src/feeds/feed-cursor';
import type { FeedScope } from '../src/feeds/feed-page.sql';
import { FeedsRepository } from '../src/feeds/feeds.repository';
import { PostPreviewsRepository } from '../src/feeds/post-previews.repository';
import { PostMediaRepository } from '../src/media/post-media.repository';
import { type NewPost, PostsRepository } from '../src/posts/posts.repository';
import { AuthorsRepository } from '../src/projections/authors.repository';
import { TrickNamesRepository } from '../src/projections/trick-names.repository';
import { ReactionsRepository } from '../src/reactions/reactions.repository';
import { TimelineRepository } from '../src/timeline/timeline.repository';
import { PostsTestService } from './support/posts-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const VIEWER = '00000000-0000-4000-8000-000000000001';
const AUTHOR = '00000000-0000-4000-8000-000000000002';
const POST = '00000000-0000-4000-8000-000000000003';
const MEDIA = '00000000-0000-4000-8000-000000000004';
const AT = '2024-01-01T00:00:00.000Z';

const NEW_POST: NewPost = {
  userId: AUTHOR,
  content: 'kickflip',
  imageUrl: null,
  videoUrl: null,
  mediaId: null,
  postType: 'trick_video',
  parentPostId: null,
  taggedTricks: ['fix-1'],
  verificationStatus: 'pending',
};

const BY_TIME: FeedPosition = { order: 'time', createdAt: AT, id: POST };
const BY_RANK: FeedPosition = { order: 'rank', rank: 1.5, createdAt: AT, id: POST };

/** Each feed kind's scope, as the reader service builds it. */
const FEEDS: Record<FeedKind, FeedScope> = {
  latest: { feed: 'latest', viewerId: VIEWER },
  popular: { feed: 'popular', viewerId: VIEWER },
  trick_video: { feed: 'trick_video', viewerId: VIEWER },
  following: { feed: 'following', userId: VIEWER, viewerId: VIEWER },
  user: { feed: 'user', userId: AUTHOR, viewerId: VIEWER },
  trick: { feed: 'trick', trickId: 'fix-1', viewerId: VIEWER },
  replies: { feed: 'replies', postId: POST, viewerId: VIEWER },
};

function feedCalls(): Record<string, (feeds: FeedsRepository) => Promise<unknown>> {
  const calls: Record<string, (feeds: FeedsRepository) => Promise<unknown>> = {};
  for (const [kind, scope] of Object.entries(FEEDS)) {
    const position = kind === 'popular' ? BY_RANK : BY_TIME;
    calls[`${kind}, first page`] = (feeds) => feeds.page(scope, null, 20);
    calls[`${kind}, after a cursor`] = (feeds) => feeds.page(scope, position, 20);
  }
  calls['latest, read by an admin'] = (feeds) =>
    feeds.page({ ...FEEDS.latest, viewerIsAdmin: true }, null, 20);
  calls['latest, signed out'] = (feeds) => feeds.page({ feed: 'latest', viewerId: null }, null, 20);
  return calls;
}

describeSqlSnapshots((label) => PostsTestService.start(label), path.join(__dirname, '../sql'), {
  'access-facts.repository': sqlCatalogue({
    repository: AccessFactsRepository,
    calls: {
      postFacts: {
        read: (r, c) => c.inTransaction((m) => r.postFacts(m, POST, VIEWER)),
        'locked for a write': (r, c) => c.inTransaction((m) => r.postFacts(m, POST, VIEWER, { lock: true })),
      },
      manyPostFacts: { read: (r) => r.manyPostFacts([POST], VIEWER) },
      authorFacts: { read: (r) => r.authorFacts(AUTHOR) },
      relationsTo: { read: (r) => r.relationsTo(AUTHOR, [VIEWER]) },
      mentionFacts: { read: (r, c) => c.inTransaction((m) => r.mentionFacts(m, AUTHOR, ['someone'])) },
      profileFacts: { read: (r) => r.profileFacts(VIEWER, [AUTHOR]) },
    },
  }),
  'bench-content.repository': sqlCatalogue({
    repository: BenchContentRepository,
    calls: {
      catalogue: { read: (r) => r.catalogue() },
      load: {
        'a small load': (r) =>
          r.load({ users: 2, posts: 3, reactions: 2, skaters: [VIEWER], follows: 1 }, ['fix-1']),
      },
      counts: { read: (r) => r.counts() },
    },
  }),
  'feeds.repository': sqlCatalogue({
    repository: FeedsRepository,
    calls: {
      page: feedCalls(),
      one: { 'signed in': (r) => r.one(POST, VIEWER), 'signed out': (r) => r.one(POST, undefined) },
    },
  }),
  'post-previews.repository': sqlCatalogue({
    repository: PostPreviewsRepository,
    calls: { hasKnownAuthor: { read: (r) => r.hasKnownAuthor(POST) } },
  }),
  'post-media.repository': sqlCatalogue({
    repository: PostMediaRepository,
    calls: {
      facts: { read: (r, c) => c.inTransaction((m) => r.facts(m, MEDIA)) },
      placeholder: {
        write: (r, c) =>
          c.inTransaction((m) => r.placeholder(m, { mediaId: MEDIA, ownerId: AUTHOR, kind: 'image' })),
      },
      detachMisfits: { write: (r, c) => c.inTransaction((m) => r.detachMisfits(m, MEDIA, AUTHOR, 'image')) },
      followKind: { write: (r, c) => c.inTransaction((m) => r.followKind(m, MEDIA, 'image')) },
      releaseWithPost: { write: (r, c) => c.inTransaction((m) => r.releaseWithPost(m, POST)) },
    },
  }),
  'posts.repository': sqlCatalogue({
    repository: PostsRepository,
    calls: {
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, POST, NEW_POST)) },
      placeOf: { read: (r, c) => c.inTransaction((m) => r.placeOf(m, POST)) },
      lock: { read: (r, c) => c.inTransaction((m) => r.lock(m, POST)) },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, POST)) },
      setReview: {
        write: (r, c) =>
          c.inTransaction((m) => r.setReview(m, POST, { verificationStatus: 'approved', isVerified: true })),
      },
      refreshReplies: { write: (r, c) => c.inTransaction((m) => r.refreshReplies(m, POST)) },
      moderate: { write: (r, c) => c.inTransaction((m) => r.moderate(m, POST, true, AT)) },
      approveWhenAllVerified: { write: (r, c) => c.inTransaction((m) => r.approveWhenAllVerified(m, POST)) },
      exportOf: { posts: (r) => r.exportOf(AUTHOR, false), replies: (r) => r.exportOf(AUTHOR, true) },
    },
  }),
  'authors.repository': sqlCatalogue({
    repository: AuthorsRepository,
    calls: { isBrand: { read: (r, c) => c.inTransaction((m) => r.isBrand(m, AUTHOR)) } },
  }),
  'trick-names.repository': sqlCatalogue({
    repository: TrickNamesRepository,
    calls: { knownOf: { read: (r, c) => c.inTransaction((m) => r.knownOf(m, ['fix-1', 'nope'])) } },
  }),
  'reactions.repository': sqlCatalogue({
    repository: ReactionsRepository,
    calls: {
      reactionsTo: { read: (r) => r.reactionsTo(POST) },
      reactorOf: { read: (r, c) => c.inTransaction((m) => r.reactorOf(m, POST, VIEWER)) },
      put: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            await c.unrecorded(() => new PostsRepository(m.connection).insert(m, POST, NEW_POST));
            return r.put(m, POST, VIEWER, 'like', 1);
          }),
      },
      remove: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            await c.unrecorded(() => new PostsRepository(m.connection).insert(m, POST, NEW_POST));
            return r.remove(m, POST, VIEWER);
          }),
      },
      removeBetween: { write: (r, c) => c.inTransaction((m) => r.removeBetween(m, VIEWER, AUTHOR)) },
      exportOf: { read: (r) => r.exportOf(VIEWER) },
    },
  }),
  'timeline.repository': sqlCatalogue({
    repository: TimelineRepository,
    calls: {
      fanOut: { write: (r, c) => c.inTransaction((m) => r.fanOut(m, { id: POST, userId: AUTHOR })) },
      lockAuthor: { write: (r, c) => c.inTransaction((m) => r.lockAuthor(m, AUTHOR)) },
      followChanged: {
        follow: (r, c) => c.inTransaction((m) => r.followChanged(m, VIEWER, AUTHOR, true)),
        unfollow: (r, c) => c.inTransaction((m) => r.followChanged(m, VIEWER, AUTHOR, false)),
      },
      fillAll: { write: (r) => r.fillAll() },
    },
  }),
});
