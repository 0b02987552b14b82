import { pointsFor, type TrickDto } from '@boonies/contracts/tricks';
import type { CatalogueEntry } from './catalogue-entry';
import type { Trick } from './entities/trick.entity';

/** What describes a trick, as the catalogue ships it or an admin writes it. */
export type TrickFields = Pick<
  Trick,
  | 'name'
  | 'aliases'
  | 'category'
  | 'difficulty'
  | 'baseTrick'
  | 'stance'
  | 'description'
  | 'videoUrl'
  | 'prerequisites'
  | 'setup'
  | 'steps'
  | 'commonMistakes'
  | 'proTips'
  | 'points'
  | 'resolvedPoints'
>;

/** The fields the shipped catalogue decides; `videoUrl` is only ever set by admins. */
export type CatalogueFields = Omit<TrickFields, 'videoUrl'>;

export function catalogueFieldsOf(entry: CatalogueEntry): CatalogueFields {
  const points = entry.points ?? null;
  return {
    name: entry.name,
    aliases: entry.aliases ?? [],
    category: entry.category,
    difficulty: entry.difficulty,
    baseTrick: entry.baseTrick,
    stance: entry.stance,
    description: entry.description,
    prerequisites: entry.prerequisites,
    setup: entry.setup,
    steps: entry.steps,
    commonMistakes: entry.commonMistakes,
    proTips: entry.proTips,
    points,
    resolvedPoints: pointsFor({ points, difficulty: entry.difficulty }),
  };
}

export function toTrickDto(trick: Trick): TrickDto {
  return {
    id: trick.id,
    name: trick.name,
    aliases: trick.aliases,
    category: trick.category,
    difficulty: trick.difficulty,
    baseTrick: trick.baseTrick,
    stance: trick.stance,
    description: trick.description,
    videoUrl: trick.videoUrl,
    prerequisites: trick.prerequisites,
    setup: trick.setup,
    steps: trick.steps,
    commonMistakes: trick.commonMistakes,
    proTips: trick.proTips,
    points: trick.resolvedPoints,
  };
}
