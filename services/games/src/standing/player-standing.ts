import { hasStanding, standingOf, type StandingSettings } from '@boonies/contracts/verification';
import { standingSettingsOf } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GamesConfig } from '../config/games.config';
import { StandingFactsRepository } from './standing-facts.repository';

/**
 * Which players have standing now, by the rule that weighs a verification vote (`standingOf`, with the same
 * settings): an account old enough, with a verified trick of its own and no recent suspension, or an admin
 * or trusted skater. A game's results count only against opponents who have it (`countedResults`).
 */
@Injectable()
export class PlayerStanding {
  private readonly settings: StandingSettings;

  constructor(
    private readonly facts: StandingFactsRepository,
    config: GamesConfig,
  ) {
    this.settings = standingSettingsOf(config);
  }

  async withStanding(manager: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
    const known = await this.facts.factsOf(manager, userIds, this.settings.windowDays);
    // The track record of votes is not known here, and it judges a voter rather than a player: none.
    const standing = known.filter((facts) =>
      hasStanding(standingOf({ ...facts, decidedVotes: 0, agreedVotes: 0 }, this.settings)),
    );
    return new Set(standing.map((facts) => facts.userId));
  }
}
