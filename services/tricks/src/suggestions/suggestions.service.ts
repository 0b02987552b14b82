import type { TrickDto } from '@boonies/contracts/tricks';
import { Injectable } from '@nestjs/common';
import { CatalogueStore } from '../catalogue/catalogue-store.service';
import { ProgressRepository } from '../progress/progress.repository';
import { suggestTricks } from './suggest-tricks';

@Injectable()
export class SuggestionsService {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly store: CatalogueStore,
  ) {}

  /** The user's next tricks; brand accounts have none. */
  async suggestionsFor(userId: string): Promise<TrickDto[]> {
    const { isBrand, trickIds } = await this.progress.learnedBy(userId);
    if (isBrand) return [];
    return suggestTricks(this.store.current.tricks, new Set(trickIds));
  }
}
