import {
  VERIFICATION_EVENTS,
  VerificationChangedV1,
  VerificationDecidedV1,
} from '@boonies/contracts/verification';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { newerWins, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaFrom } from '../event-meta';
import { ClipVerification } from '../projections/entities/clip-facts.entity';
import { GameStore } from '../games/game-store';
import { GamesRepository } from '../games/games.repository';
import { ProjectionsRepository } from '../projections/projections.repository';
import { currentTurn, recordTally } from '../rules/game-rules';

/**
 * The community verification of the trick videos played in games: each change is kept (newest revision
 * wins), and a clip of a current turn gets its verdict from it when the verification verifies or rejects it.
 * The inbox applies a redelivered event once.
 */
@Injectable()
export class VerdictsConsumer {
  private readonly tallies;

  constructor(
    dataSource: DataSource,
    private readonly games: GamesRepository,
    private readonly projections: ProjectionsRepository,
    private readonly store: GameStore,
  ) {
    this.tallies = newerWins({
      table: tablePaths(dataSource, { verifications: ClipVerification }).verifications,
      key: ['post_id', 'trick_id'],
      columns: ['is_verified', 'rejected', 'weighted_for', 'weighted_against'],
      version: 'revision',
    });
  }

  @EventHandler(VERIFICATION_EVENTS.verificationChanged)
  async onChanged(
    change: VerificationChangedV1,
    context: EventContext<VerificationChangedV1>,
  ): Promise<void> {
    const applied = await this.tallies.apply(context.manager, {
      post_id: change.postId,
      trick_id: change.trickId,
      is_verified: change.isVerified,
      rejected: change.rejected ?? false,
      weighted_for: change.weightedFor ?? 0,
      weighted_against: change.weightedAgainst ?? 0,
      revision: change.revision,
    });
    if (applied) await this.judge(context.manager, change.postId, change.trickId, context);
  }

  /** An admin's final word: applied at once, whatever the tally's revision says. */
  @EventHandler(VERIFICATION_EVENTS.verificationDecided)
  async onDecided(
    decision: VerificationDecidedV1,
    context: EventContext<VerificationDecidedV1>,
  ): Promise<void> {
    await this.projections.decideVerification(context.manager, decision.postId, decision.trickId, {
      isVerified: decision.verdict === 'verified',
      rejected: decision.verdict === 'rejected',
    });
    await this.judge(context.manager, decision.postId, decision.trickId, context);
  }

  private async judge(
    manager: EntityManager,
    postId: string,
    trickId: string,
    context: EventContext<object>,
  ) {
    const gameId = await this.games.gameOfClip(manager, postId);
    if (!gameId) return;
    const game = await this.games.lock(manager, gameId);
    if (!game || currentTurn(game.state)?.trickId !== trickId) return;
    const tally = await this.projections.tally(manager, postId, trickId);
    if (!tally) return;
    const now = new Date().toISOString();
    await this.store.save(
      manager,
      game,
      recordTally(game.state, postId, tally, now),
      now,
      eventMetaFrom(context),
    );
  }
}
