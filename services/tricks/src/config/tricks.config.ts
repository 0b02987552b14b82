import { join } from 'node:path';
import { loadConfig, ServiceConfig } from '@boonies/platform';
import { IsInt, IsString, Max, Min } from 'class-validator';

/** The catalogue shipped with the service; the build copies it beside the compiled code. */
export const SHIPPED_CATALOGUE_DIR = join(__dirname, '..', 'catalogue', 'data');

/**
 * The tricks service's environment. Numbers carry their type annotation so decorator metadata tells the
 * loader to convert the environment's strings.
 */
export class TricksConfig extends ServiceConfig {
  /** Where the catalogue's `*.json` files are read from at start. */
  @IsString()
  TRICKS_CATALOGUE_DIR: string = SHIPPED_CATALOGUE_DIR;

  /** How often a replica looks for catalogue edits made through another replica. */
  @IsInt()
  @Min(100)
  @Max(600_000)
  CATALOGUE_REFRESH_MS: number = 30_000;

  /**
   * How long a leaderboard may be served from memory. Score changes made by this replica clear it at once;
   * this bounds how late one made by another replica shows.
   */
  @IsInt()
  @Min(0)
  @Max(60_000)
  LEADERBOARD_CACHE_MS: number = 2000;
}

export const loadTricksConfig = (): TricksConfig => loadConfig(TricksConfig);
