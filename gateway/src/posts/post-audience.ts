import { AUDIENCE_VIEWERS_MAX, type AudienceDto, POSTS_RPC } from '@boonies/contracts/posts';
import { Injectable } from '@nestjs/common';
import { ServiceRpc } from '../nats/service-rpc';
import { RealtimePublisher } from '../realtime/realtime.publisher';

/**
 * Which of this replica's signed-in users may see an author's posts, as the posts service's access policy
 * answers: live pushes that name a post go to them alone, never to every socket.
 */
@Injectable()
export class PostAudience {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly publisher: RealtimePublisher,
  ) {}

  async of(authorId: string, correlationId: string): Promise<string[]> {
    return (await this.withFollowers(authorId, correlationId)).userIds;
  }

  /** As `of`, and which of them follow the author (a new post is new in their Following). */
  async withFollowers(authorId: string, correlationId: string): Promise<AudienceDto> {
    const viewers = this.publisher.connectedViewers();
    const audience: AudienceDto = { userIds: [], followerIds: [] };
    for (let start = 0; start < viewers.length; start += AUDIENCE_VIEWERS_MAX) {
      const { userIds, followerIds } = await this.rpc.call(
        POSTS_RPC.audience,
        { authorId, viewers: viewers.slice(start, start + AUDIENCE_VIEWERS_MAX) },
        { correlationId },
      );
      audience.userIds.push(...userIds);
      audience.followerIds.push(...followerIds);
    }
    return audience;
  }
}
