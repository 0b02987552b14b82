import {
  type AudienceDto,
  AudienceRequest,
  POSTS_RPC,
  type WatchableDto,
  WatchableRequest,
} from '@boonies/contracts/posts';
import { RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PostAccess } from './post-access.service';

/**
 * The gateway asks, for each new post, which of its signed-in users may be told about it; and, when a tab
 * watches the posts on its screen, which of them its user may see.
 */
@Controller()
export class AudienceHandler {
  constructor(private readonly access: PostAccess) {}

  @RpcHandler(POSTS_RPC.audience)
  async audience(@Payload() { authorId, viewers }: AudienceRequest): Promise<AudienceDto> {
    return this.access.audienceOf(authorId, viewers);
  }

  @RpcHandler(POSTS_RPC.watchable)
  async watchable(@Payload() { viewer, postIds }: WatchableRequest): Promise<WatchableDto> {
    return { posts: await this.access.watchable(viewer, postIds) };
  }
}
