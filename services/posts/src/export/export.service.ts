import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { PostsRepository } from '../posts/posts.repository';
import { ReactionsRepository } from '../reactions/reactions.repository';

/** The posts service's part of Download Your Data: the user's posts, their replies and their reactions. */
@Injectable()
export class PostsExportService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly reactions: ReactionsRepository,
  ) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [posts, replies, reactions] = await Promise.all([
      this.posts.exportOf(caller.userId, false),
      this.posts.exportOf(caller.userId, true),
      this.reactions.exportOf(caller.userId),
    ]);
    return { service: 'posts', exportedAt: new Date().toISOString(), data: { posts, replies, reactions } };
  }
}
