import { VERIFICATION_EVENTS, VerificationChangedV1 } from '@boonies/contracts/verification';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { newerWins, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Post } from '../posts/entities/post.entity';
import { PostVerification } from './entities/post-verification.entity';
import { PostsRepository } from '../posts/posts.repository';

/**
 * Verification tallies shown on trick videos. The highest revision wins; a removal stays as a tombstone
 * with its revision. Tallies of a post that no longer exists are not kept (its deletion removed them).
 * A trick video still pending review whose every tagged trick is verified no longer waits for a review:
 * it is approved, as an admin's approval would.
 */
@Injectable()
export class VerificationsConsumer {
  private readonly tallies;

  constructor(
    dataSource: DataSource,
    private readonly posts: PostsRepository,
  ) {
    const tables = tablePaths(dataSource, { posts: Post, verifications: PostVerification });
    this.tallies = newerWins({
      table: tables.verifications,
      key: ['verification_id'],
      // A verification's post and trick never change: only its tally does.
      columns: ['post_id', 'trick_id', 'votes_for', 'votes_against', 'is_verified', 'removed'],
      version: 'revision',
      onlyIf: (value) => `EXISTS (SELECT 1 FROM ${tables.posts} WHERE id = ${value('post_id')})`,
    });
  }

  @EventHandler(VERIFICATION_EVENTS.verificationChanged)
  async onVerificationChanged(
    tally: VerificationChangedV1,
    { manager }: EventContext<VerificationChangedV1>,
  ): Promise<void> {
    await this.tallies.apply(manager, {
      verification_id: tally.verificationId,
      post_id: tally.postId,
      trick_id: tally.trickId,
      votes_for: tally.votesFor,
      votes_against: tally.votesAgainst,
      is_verified: tally.isVerified,
      removed: tally.removed,
      revision: tally.revision,
    });
    // No review event is announced: that would tell the verification service an admin decided.
    if (tally.isVerified && !tally.removed) await this.posts.approveWhenAllVerified(manager, tally.postId);
  }
}
