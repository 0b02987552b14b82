import { TRENDING_TRICKS, TRENDING_WINDOW_DAYS, type TrendingTrickDto } from '@boonies/contracts/tricks';
import { Injectable } from '@nestjs/common';
import { TrendingRepository } from './trending.repository';

/** The tricks most posts tagged in the last days, kept from the posts service's events. */
@Injectable()
export class TrendingService {
  constructor(private readonly trending: TrendingRepository) {}

  top(): Promise<TrendingTrickDto[]> {
    return this.trending.top(TRENDING_WINDOW_DAYS, TRENDING_TRICKS);
  }
}
