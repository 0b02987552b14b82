import { loadConfig, StandingConfig } from '@boonies/platform';
import { IsInt, Max, Min } from 'class-validator';

/**
 * The games service's environment (docs/configuration.md), with standing's settings, by which a game's
 * results count (docs/games.md).
 */
export class GamesConfig extends StandingConfig {
  /** How often, in milliseconds, the deadline scheduler looks for games whose deadline has passed. */
  @IsInt()
  @Min(100)
  @Max(60_000)
  GAMES_DEADLINE_POLL_MS: number = 3000;
}

export const loadGamesConfig = (): GamesConfig => loadConfig(GamesConfig);
