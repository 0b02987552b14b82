import { ScoreChangedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { UserScoresRepository } from './user-scores.repository';

/**
 * Levels and verified points for profiles and suggestions, from the tricks service. Each event carries the
 * whole recomputed score, so the newest one wins and an older one arriving late changes nothing.
 */
@Injectable()
export class ScoreEventsConsumer {
  constructor(private readonly scores: UserScoresRepository) {}

  @EventHandler(TRICKS_EVENTS.scoreChanged)
  async onScoreChanged(
    score: ScoreChangedV1,
    { envelope, manager }: EventContext<ScoreChangedV1>,
  ): Promise<void> {
    await this.scores.apply(manager, { ...score, occurredAt: envelope.occurredAt });
  }
}
