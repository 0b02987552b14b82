import { CreateGames1764200000000 } from './create-games.migration';
import { CreateProjections1764200000001 } from './create-projections.migration';
import { AddStandingFacts1764400000000 } from './add-standing-facts.migration';
import { AddClipMedia1764500000000 } from './add-clip-media.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const GAMES_MIGRATIONS = [
  CreateGames1764200000000,
  CreateProjections1764200000001,
  AddStandingFacts1764400000000,
  AddClipMedia1764500000000,
];
