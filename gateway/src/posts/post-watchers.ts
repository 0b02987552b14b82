import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@boonies/contracts/common';
import { POSTS_RPC, type WatchPostsAnswer, WatchPostsRequest } from '@boonies/contracts/posts';
import { POSTS_WATCH_EVENT } from '@boonies/contracts/realtime';
import { Inject, Injectable } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Logger } from 'pino';
import { toErrorResponse } from '../errors/error-response';
import { LOGGER } from '../logging/logger.token';
import { ServiceRpc } from '../nats/service-rpc';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { userRoom, type RealtimeSocket } from '../realtime/realtime-socket';

/** The sockets watching one post's like counts. */
export const postRoom = (postId: string) => `post:${postId}`;

/**
 * `posts:watch`: a tab names the posts on its screen and joins the room of each one the access policy lets
 * its user see (`view_posts`, asked of the posts service in one call); the like counts of a post are pushed
 * to its room (see `LikesPushesListener`). Each message replaces the last list. Blocks, unfollows, a switch
 * to a private profile, hidden and deleted posts take the affected sockets out of the rooms at once (the
 * next watch asks the policy anew), so a push never reaches someone the policy would now refuse.
 */
@WebSocketGateway({ path: '/socket.io' })
@Injectable()
export class PostWatchers {
  /** Per socket: each watched post and its author. */
  private readonly watched = new WeakMap<RealtimeSocket, Map<string, string>>();

  constructor(
    private readonly rpc: ServiceRpc,
    private readonly publisher: RealtimePublisher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @SubscribeMessage(POSTS_WATCH_EVENT)
  async watch(
    @ConnectedSocket() socket: RealtimeSocket,
    @MessageBody() body: unknown,
  ): Promise<WatchPostsAnswer | ErrorBody> {
    const request = plainToInstance(WatchPostsRequest, body ?? {});
    const problems = await validate(request, { whitelist: true, forbidNonWhitelisted: true });
    if (typeof body !== 'object' || body === null || Array.isArray(body) || problems.length > 0) {
      return { error: 'postIds must be a list of at most 50 post ids', code: 'VALIDATION_FAILED' };
    }
    const { caller } = socket.data;
    const correlationId = randomUUID();
    try {
      const { posts } = request.postIds.length
        ? await this.rpc.call(
            POSTS_RPC.watchable,
            { viewer: { userId: caller.userId, isAdmin: caller.isAdmin }, postIds: request.postIds },
            { correlationId },
          )
        : { posts: [] };
      // The socket may have closed while the policy was asked.
      if (socket.disconnected) return { postIds: [] };
      const next = new Map(posts.map(({ postId, authorId }) => [postId, authorId]));
      const before = this.watched.get(socket) ?? new Map<string, string>();
      for (const postId of before.keys()) if (!next.has(postId)) void socket.leave(postRoom(postId));
      void socket.join([...next.keys()].map(postRoom));
      this.watched.set(socket, next);
      return { postIds: [...next.keys()] };
    } catch (error: unknown) {
      const { body: answer, unexpected } = toErrorResponse(error);
      if (unexpected) this.logger.warn({ err: error, correlationId }, 'Could not watch posts');
      return answer;
    }
  }

  /** `userId`'s sockets stop watching the posts of `authorId`. */
  forgetAuthorFor(userId: string, authorId: string): void {
    for (const socket of this.publisher.socketsIn(userRoom(userId))) {
      this.forget(socket, (_postId, author) => author === authorId);
    }
  }

  /**
   * Everyone but the author stops watching the author's posts (the profile turned private:
   * followers and admins may watch again, asked anew).
   */
  forgetAuthor(authorId: string): void {
    for (const socket of this.publisher.allSockets()) {
      if (socket.data.caller?.userId === authorId) continue;
      this.forget(socket, (_postId, author) => author === authorId);
    }
  }

  /** Everyone but its author stops watching the post (deleted or hidden). */
  forgetPost(postId: string, authorId?: string): void {
    for (const socket of this.publisher.socketsIn(postRoom(postId))) {
      if (authorId && socket.data.caller?.userId === authorId) continue;
      this.forget(socket, (watchedId) => watchedId === postId);
    }
  }

  private forget(socket: RealtimeSocket, matches: (postId: string, authorId: string) => boolean): void {
    const watching = this.watched.get(socket);
    if (!watching) return;
    for (const [postId, authorId] of watching) {
      if (!matches(postId, authorId)) continue;
      watching.delete(postId);
      void socket.leave(postRoom(postId));
    }
  }
}
