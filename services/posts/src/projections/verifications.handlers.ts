import { EVENTS, VerificationChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { newerWins } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/**
 * Verification tallies shown on trick videos. The highest revision wins; a removal stays as a tombstone
 * with its revision. Tallies of a post that no longer exists are not kept (its deletion removed them).
 * A trick video still pending review whose every tagged trick is verified no longer waits for a review:
 * it is approved, as an admin's approval would.
 */
@Injectable()
export class VerificationsHandlers {
  private readonly tallies;
  private readonly approveWhenAllVerified: string;

  constructor(dataSource: DataSource) {
    const { verifications, posts } = postsTables(dataSource);
    // No review event is announced: that would tell the verification service an admin decided.
    this.approveWhenAllVerified = `
      UPDATE ${posts} p SET verification_status = 'approved', is_verified = true
       WHERE p.id = $1 AND p.verification_status = 'pending'
         AND NOT EXISTS (
           SELECT 1 FROM unnest(p.tagged_tricks) AS tag(trick_id)
            WHERE NOT EXISTS (
              SELECT 1 FROM ${verifications} v
               WHERE v.post_id = p.id AND v.trick_id = tag.trick_id AND v.is_verified AND NOT v.removed))`;
    this.tallies = newerWins({
      table: verifications,
      key: ['verification_id'],
      // A verification's post and trick never change: only its tally does.
      columns: ['post_id', 'trick_id', 'votes_for', 'votes_against', 'is_verified', 'removed'],
      version: 'revision',
      onlyIf: (value) => `EXISTS (SELECT 1 FROM ${posts} WHERE id = ${value('post_id')})`,
    });
  }

  @EventHandler(EVENTS.verification.verificationChanged, VerificationChangedV1)
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
    if (tally.isVerified && !tally.removed) await manager.query(this.approveWhenAllVerified, [tally.postId]);
  }
}
