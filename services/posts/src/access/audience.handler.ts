import { AudienceRequest, RPC, type AudienceDto } from '@boonies/contracts';
import { RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PostAccess } from './post-access.service';

/** The gateway asks, for each new post, which of its signed-in users may be told about it. */
@Controller()
export class AudienceHandler {
  constructor(private readonly access: PostAccess) {}

  @RpcHandler(RPC.posts.audience)
  async audience(@Payload() { authorId, viewers }: AudienceRequest): Promise<AudienceDto> {
    return { userIds: await this.access.audienceOf(authorId, viewers) };
  }
}
