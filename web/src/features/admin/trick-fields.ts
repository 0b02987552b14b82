import {
  type CreateTrickDto,
  DIFFICULTY_LABELS,
  MAX_TRICK_POINTS,
  MIN_TRICK_POINTS,
  type TrickDto,
} from '@boonies/contracts/tricks';
import { difficultyLabelOf } from '@/lib/catalogue/difficulty';
import { ADMIN_MESSAGES } from './admin-messages';

/** The add-trick difficulties (spec 02 §9): Beginner 1 to Expert 4; an edited trick may also be Elite. */
export const ADD_DIFFICULTIES = DIFFICULTY_LABELS.slice(0, 4);

/** The trick form as typed: lists are one entry per line. */
export interface TrickFormValues {
  name: string;
  /** Other names, separated by commas. */
  aliases: string;
  category: string;
  difficulty: string;
  points: string;
  description: string;
  videoUrl: string;
  setup: string;
  steps: string;
  commonMistakes: string;
  proTips: string;
  prerequisites: string[];
}

export const EMPTY_TRICK_FORM: TrickFormValues = {
  name: '',
  aliases: '',
  category: '',
  difficulty: '',
  points: '',
  description: '',
  videoUrl: '',
  setup: '',
  steps: '',
  commonMistakes: '',
  proTips: '',
  prerequisites: [],
};

export function formValuesOf(trick: TrickDto): TrickFormValues {
  return {
    name: trick.name,
    aliases: trick.aliases.join(', '),
    category: trick.category,
    difficulty: difficultyLabelOf(trick.difficulty) ?? trick.difficulty,
    points: String(trick.points),
    description: trick.description,
    videoUrl: trick.videoUrl ?? '',
    setup: trick.setup.join('\n'),
    steps: trick.steps.join('\n'),
    commonMistakes: trick.commonMistakes.join('\n'),
    proTips: trick.proTips.join('\n'),
    prerequisites: [...trick.prerequisites],
  };
}

/** One entry per line, trimmed; blank lines are dropped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Comma-separated names, trimmed; empty ones are dropped. */
export function aliasesOf(text: string): string[] {
  return text
    .split(',')
    .map((alias) => alias.trim())
    .filter((alias) => alias !== '');
}

/** Blank means "not set" (0, the server's default points); otherwise a whole number 1–100. */
export function pointsOf(text: string): number | null | undefined {
  if (text.trim() === '') return undefined;
  const points = Number(text);
  return Number.isInteger(points) && points >= MIN_TRICK_POINTS && points <= MAX_TRICK_POINTS ? points : null;
}

export type TrickFieldsResult = { fields: CreateTrickDto } | { error: string; field?: 'points' };

/** Checks the form and builds the request body. */
export function trickFieldsOf(values: TrickFormValues): TrickFieldsResult {
  const name = values.name.trim();
  if (!name || !values.category || !values.difficulty) return { error: ADMIN_MESSAGES.addTrickInvalid };
  const points = pointsOf(values.points);
  if (points === null) {
    return {
      error: `Points must be a whole number from ${MIN_TRICK_POINTS} to ${MAX_TRICK_POINTS}`,
      field: 'points',
    };
  }
  const fields: CreateTrickDto = {
    name,
    aliases: aliasesOf(values.aliases),
    category: values.category,
    difficulty: values.difficulty,
    description: values.description.trim(),
    videoUrl: values.videoUrl.trim() || null,
    prerequisites: values.prerequisites,
    setup: linesOf(values.setup),
    steps: linesOf(values.steps),
    commonMistakes: linesOf(values.commonMistakes),
    proTips: linesOf(values.proTips),
  };
  if (points !== undefined) fields.points = points;
  return { fields };
}
