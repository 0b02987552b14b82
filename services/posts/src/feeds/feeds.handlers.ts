import {
  FeedRequest,
  PostIdParam,
  RPC,
  type CallerIdentity,
  type PostDto,
  type PostPageDto,
} from '@boonies/contracts';
import { OptionalCaller, unauthenticated } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PostReader } from './post-reader.service';

@Controller()
export class FeedsHandlers {
  constructor(private readonly reader: PostReader) {}

  /** Every feed, one page per request; the caller's own reactions show when signed in. */
  @MessagePattern(RPC.posts.feed)
  feed(@Payload() request: FeedRequest, @OptionalCaller() caller?: CallerIdentity): Promise<PostPageDto> {
    if (request.feed === 'following' && !caller) throw unauthenticated();
    return this.reader.page(request, caller?.userId, caller?.isAdmin ?? false);
  }

  @MessagePattern(RPC.posts.get)
  get(@Payload() { id }: PostIdParam, @OptionalCaller() caller?: CallerIdentity): Promise<PostDto> {
    return this.reader.one(id, caller?.userId);
  }
}
