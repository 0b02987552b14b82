import { EVENTS, VerificationChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
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
  private readonly upsert: string;
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
    this.upsert = `
      INSERT INTO ${verifications} AS v (verification_id, post_id, trick_id, votes_for, votes_against,
                                         is_verified, removed, revision)
      SELECT $1, $2, $3, $4, $5, $6, $7, $8
       WHERE EXISTS (SELECT 1 FROM ${posts} WHERE id = $2)
      ON CONFLICT (verification_id) DO UPDATE SET
        votes_for = EXCLUDED.votes_for,
        votes_against = EXCLUDED.votes_against,
        is_verified = EXCLUDED.is_verified,
        removed = EXCLUDED.removed,
        revision = EXCLUDED.revision
      WHERE v.revision < EXCLUDED.revision`;
  }

  @EventHandler(EVENTS.verification.verificationChanged, VerificationChangedV1)
  async onVerificationChanged(
    tally: VerificationChangedV1,
    { manager }: EventContext<VerificationChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsert, [
      tally.verificationId,
      tally.postId,
      tally.trickId,
      tally.votesFor,
      tally.votesAgainst,
      tally.isVerified,
      tally.removed,
      tally.revision,
    ]);
    if (tally.isVerified && !tally.removed) await manager.query(this.approveWhenAllVerified, [tally.postId]);
  }
}
