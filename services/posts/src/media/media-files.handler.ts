import type { CallerIdentity } from '@boonies/contracts/common';
import { type MediaFileGrant, MediaFileParam } from '@boonies/contracts/media';
import { POSTS_RPC } from '@boonies/contracts/posts';
import { OptionalCaller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MediaFiles } from './media-files.service';

@Controller()
export class MediaFilesHandler {
  constructor(private readonly files: MediaFiles) {}

  /** Internal: the gateway asks before it serves `/api/media/<id>/<rendition>`; anonymous callers too. */
  @RpcHandler(POSTS_RPC.mediaFile)
  mediaFile(
    @Payload() request: MediaFileParam,
    @OptionalCaller() caller?: CallerIdentity,
  ): Promise<MediaFileGrant> {
    return this.files.grant(request, caller);
  }
}
