import type { CallerIdentity } from '@boonies/contracts/common';
import { FEED_PAGE_SIZE, type FeedRequest, type PostDto, type PostPageDto } from '@boonies/contracts/posts';
import { RawJson } from '@boonies/messaging';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { PostAccess } from '../access/post-access.service';
import { decodeCursor, encodeCursor, feedOrderOf, type FeedPosition } from './feed-cursor';
import { FeedsRepository } from './feeds.repository';
import type { HydratedPost } from './hydrated-posts.sql';

/**
 * Reads hydrated posts: one page of a feed, or one post. They answer with the JSON PostgreSQL wrote, which
 * travels to the browser unparsed.
 */
@Injectable()
export class PostReader {
  constructor(
    private readonly feeds: FeedsRepository,
    private readonly access: PostAccess,
  ) {}

  /**
   * The caller decides `reactions.mine` and whose posts may be shown (privacy, blocks, moderation); the
   * following feed is the caller's. A post's replies are listed only to who may see the post (404 otherwise).
   */
  async page(request: FeedRequest, caller: CallerIdentity): Promise<RawJson<PostPageDto>> {
    const viewerId = caller.userId;
    if (request.feed === 'replies' && request.postId) {
      await this.access.require('view_posts', caller, request.postId);
    }
    const order = feedOrderOf(request.feed);
    const position = request.cursor ? decodeCursor(request.cursor, order) : null;
    const limit = request.limit ?? FEED_PAGE_SIZE;
    const scope = {
      ...request,
      userId: request.feed === 'following' ? viewerId : request.userId,
      viewerId,
      viewerIsAdmin: caller.isAdmin,
    };
    // One row more than the page tells whether another page follows.
    const found = await this.feeds.page(scope, position, limit + 1);
    const shown = found.slice(0, limit);
    const last = shown.at(-1);
    const nextCursor = found.length > limit && last ? encodeCursor(positionOf(last, order)) : null;
    // The page around the posts' own JSON: `PostPageDto`.
    const posts = shown.map((post) => post.json).join(',');
    return new RawJson<PostPageDto>(`{"posts":[${posts}],"nextCursor":${JSON.stringify(nextCursor)}}`);
  }

  /** One post or reply, when the caller may see it (and, for a reply, its thread); 404 otherwise. */
  async one(postId: string, caller: CallerIdentity | undefined): Promise<RawJson<PostDto>> {
    await this.access.require('view_posts', caller, postId);
    return this.hydrated(postId, caller?.userId);
  }

  /** One post as its writer just left it, without asking the policy again. */
  async hydrated(postId: string, viewerId: string | undefined): Promise<RawJson<PostDto>> {
    const post = await this.feeds.one(postId, viewerId);
    if (!post) throw notFound('Post');
    return new RawJson<PostDto>(post.json);
  }
}

function positionOf(post: HydratedPost, order: FeedPosition['order']): FeedPosition {
  const keys = { createdAt: post.createdAt, id: post.id };
  return order === 'rank' ? { order, rank: post.popularityRank, ...keys } : { order, ...keys };
}
