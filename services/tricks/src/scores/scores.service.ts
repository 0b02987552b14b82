import type { ScoreDto } from '@boonies/contracts/tricks';
import { Injectable } from '@nestjs/common';
import { storedScoreOf, toScoreDto, ZERO_TOTALS } from './score-totals';
import { ScoresRepository } from './scores.repository';

@Injectable()
export class ScoresService {
  constructor(private readonly scores: ScoresRepository) {}

  /** The user's stored scores; a user who never learned a trick stands at zero. */
  async scoreOf(userId: string): Promise<ScoreDto> {
    const stored = await this.scores.findOf(userId);
    return toScoreDto(stored ?? storedScoreOf(userId, ZERO_TOTALS));
  }
}
