import type { ScoreDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UserScore } from './entities/user-score.entity';
import { storedScoreOf, toScoreDto, ZERO_TOTALS } from './score-totals';

@Injectable()
export class ScoresService {
  constructor(@InjectRepository(UserScore) private readonly scores: Repository<UserScore>) {}

  /** The user's stored scores; a user who never learned a trick stands at zero. */
  async scoreOf(userId: string): Promise<ScoreDto> {
    const stored = await this.scores.findOneBy({ userId });
    return toScoreDto(stored ?? storedScoreOf(userId, ZERO_TOTALS));
  }
}
