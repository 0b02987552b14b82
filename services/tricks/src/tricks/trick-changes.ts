import { normalizeSearchText } from '@boonies/contracts/search';
import {
  type CreateTrickDto,
  DIFFICULTY_LABELS,
  pointsFor,
  type TrickDto,
  type UpdateTrickDto,
} from '@boonies/contracts/tricks';
import type { TrickFields } from '../catalogue/trick-fields';

const STANCE_PREFIX = /^(fakie|switch|nollie)\s+/i;

/** A difficulty as admins may write it (a label in any case, or 1–5), spelled as the catalogue does. */
export function canonicalDifficulty(difficulty: string): string {
  const value = difficulty.trim().toLowerCase();
  if (/^[1-5]$/.test(value)) return DIFFICULTY_LABELS[Number(value) - 1];
  return DIFFICULTY_LABELS.find((label) => label.toLowerCase() === value) ?? difficulty.trim();
}

/** "Fakie Kickflip" is the fakie version of a kickflip. */
export function stanceOf(name: string): TrickDto['stance'] {
  const prefix = STANCE_PREFIX.exec(name)?.[1];
  return prefix ? (prefix.toLowerCase() as TrickDto['stance']) : 'regular';
}

/** The base trick's slug: the name without its stance, kebab-cased (`Fakie Kickflip` → `kickflip`). */
export function baseTrickOf(name: string): string {
  const slug = name
    .replace(STANCE_PREFIX, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'trick';
}

/** The original app's free-text tips become pro tips, one per line, without repeating one already there. */
function withTips(proTips: string[], tips: string | undefined): string[] {
  const lines = (tips ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set([...proTips, ...lines])];
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}

/**
 * Aliases without repeats, where a repeat is the same name up to case, spaces and punctuation; one that
 * repeats the trick's own name adds nothing to a search and is dropped too.
 */
export function uniqueAliases(aliases: readonly string[], name: string): string[] {
  const seen = new Set<string>([normalizeSearchText(name)]);
  return aliases.filter((alias) => {
    const key = normalizeSearchText(alias);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The fields of a trick an admin adds; its id is given by the editor. */
export function newTrickFields(request: CreateTrickDto): TrickFields {
  const points = request.points ?? null;
  const difficulty = canonicalDifficulty(request.difficulty);
  return {
    name: request.name,
    aliases: uniqueAliases(request.aliases ?? [], request.name),
    category: request.category,
    difficulty,
    baseTrick: baseTrickOf(request.name),
    stance: stanceOf(request.name),
    description: request.description ?? '',
    videoUrl: request.videoUrl || null,
    prerequisites: unique(request.prerequisites ?? []),
    setup: request.setup ?? [],
    steps: request.steps ?? [],
    commonMistakes: request.commonMistakes ?? [],
    proTips: withTips(request.proTips ?? [], request.tips),
    points,
    resolvedPoints: pointsFor({ points, difficulty }),
  };
}

/** A trick's fields after an admin's edit: every field sent replaces the stored one, fields not sent stay. */
export function editedTrickFields(current: TrickFields, changes: UpdateTrickDto): TrickFields {
  const difficulty =
    changes.difficulty === undefined ? current.difficulty : canonicalDifficulty(changes.difficulty);
  const points = changes.points ?? current.points;
  return {
    ...current,
    name: changes.name ?? current.name,
    aliases: changes.aliases ? uniqueAliases(changes.aliases, changes.name ?? current.name) : current.aliases,
    category: changes.category ?? current.category,
    difficulty,
    description: changes.description ?? current.description,
    videoUrl: changes.videoUrl === undefined ? current.videoUrl : changes.videoUrl || null,
    prerequisites: changes.prerequisites ? unique(changes.prerequisites) : current.prerequisites,
    setup: changes.setup ?? current.setup,
    steps: changes.steps ?? current.steps,
    commonMistakes: changes.commonMistakes ?? current.commonMistakes,
    proTips: withTips(changes.proTips ?? current.proTips, changes.tips),
    points,
    resolvedPoints: pointsFor({ points, difficulty }),
  };
}

/**
 * Why a trick cannot have these prerequisites, or null when it can: each must exist, and none may lead back
 * to the trick itself. `prerequisitesOf` gives the other stored tricks' own prerequisites.
 */
export function prerequisiteProblem(
  trickId: string,
  prerequisites: readonly string[],
  prerequisitesOf: ReadonlyMap<string, readonly string[]>,
): string | null {
  if (prerequisites.includes(trickId)) return 'A trick cannot be its own prerequisite';
  if (prerequisites.some((id) => !prerequisitesOf.has(id))) return 'Unknown prerequisite trick id';
  const seen = new Set<string>();
  const pending = [...prerequisites];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === trickId) return 'Prerequisites cannot lead back to the trick itself';
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(prerequisitesOf.get(id) ?? []));
  }
  return null;
}
