import { EVENTS, VerificationChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/**
 * Verification tallies shown on trick videos. The highest revision wins; a removal stays as a tombstone
 * with its revision. Tallies of a post that no longer exists are not kept (its deletion removed them).
 */
@Injectable()
export class VerificationsHandlers {
  private readonly upsert: string;

  constructor(dataSource: DataSource) {
    const { verifications, posts } = postsTables(dataSource);
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
  }
}
