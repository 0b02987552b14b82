import type { TrickDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogueStore } from '../catalogue/catalogue-store.service';
import { tricksTables } from '../database/tricks-tables';
import { suggestTricks } from './suggest-tricks';

@Injectable()
export class SuggestionsService {
  private readonly learnedQuery: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: CatalogueStore,
  ) {
    const { progress, leaderboardUsers } = tricksTables(dataSource);
    this.learnedQuery = `
      SELECT COALESCE((SELECT is_brand FROM ${leaderboardUsers} WHERE user_id = $1), false) AS is_brand,
             ARRAY(SELECT trick_id FROM ${progress} WHERE user_id = $1 AND learned) AS learned`;
  }

  /** The user's next tricks; brand accounts have none. */
  async suggestionsFor(userId: string): Promise<TrickDto[]> {
    const [{ is_brand, learned }] = await this.dataSource.query<{ is_brand: boolean; learned: string[] }[]>(
      this.learnedQuery,
      [userId],
    );
    if (is_brand) return [];
    return suggestTricks(this.store.current.tricks, new Set(learned));
  }
}
