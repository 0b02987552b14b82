import type { CallerIdentity } from '@boonies/contracts/common';
import {
  FeedRequest,
  type PostDto,
  PostIdParam,
  type PostPageDto,
  type PostPreviewAnswer,
  POSTS_RPC,
} from '@boonies/contracts/posts';
import type { RawJson } from '@boonies/messaging';
import { Caller, OptionalCaller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PostPreviews } from './post-previews.service';
import { PostReader } from './post-reader.service';

@Controller()
export class FeedsHandler {
  constructor(
    private readonly reader: PostReader,
    private readonly previews: PostPreviews,
  ) {}

  /**
   * Every feed, one page per request, with the caller's own reactions. The community is for members (the
   * access policy's first rule), so a signed-out caller is asked to sign in.
   */
  @RpcHandler(POSTS_RPC.feed)
  feed(@Payload() request: FeedRequest, @Caller() caller: CallerIdentity): Promise<RawJson<PostPageDto>> {
    return this.reader.page(request, caller);
  }

  @RpcHandler(POSTS_RPC.get)
  get(@Payload() { id }: PostIdParam, @OptionalCaller() caller?: CallerIdentity): Promise<RawJson<PostDto>> {
    return this.reader.one(id, caller);
  }

  /** Internal: what a shared link to the post may show (the gateway's page for `/post/<id>`); no caller. */
  @RpcHandler(POSTS_RPC.preview)
  preview(@Payload() { id }: PostIdParam): Promise<PostPreviewAnswer> {
    return this.previews.preview(id);
  }
}
