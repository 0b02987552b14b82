import type { UserDto } from '@boonies/contracts/auth';
import {
  levelOf,
  type ProgressDto,
  type ScoreDto,
  type TrickDto,
  type TrickSummaryDto,
} from '@boonies/contracts/tricks';
import type { MockReply, RecordedRequest, Routes } from './fetch-mock';
import { makeProgress, makeTrick, ok } from './fixtures';

/**
 * A small catalogue for the tracker's screens: Ollie (verified) and Manual and Pushing (learned) make a
 * private score of 240 (Level 3, 40 / 100 pts) and a verified score of 100.
 */
export const TRICKS = {
  ollie: makeTrick({ id: 'fund-4', name: 'Ollie', points: 100 }),
  pushing: makeTrick({ id: 'fund-1', name: 'Pushing', points: 40 }),
  manual: makeTrick({ id: 'man-1', name: 'Manual', category: 'first-tricks', points: 100 }),
  kickflip: makeTrick({
    id: 'sg-1',
    name: 'Kickflip',
    category: 'flip-foundation',
    difficulty: 'Intermediate',
    points: 20,
    prerequisites: ['fund-4'],
    description: 'Flick the board into a full flip under your feet.',
    setup: ['Front foot angled behind the bolts.'],
    steps: ['Pop like an ollie.', 'Flick off the heel-side corner.', 'Catch it with the back foot.'],
    commonMistakes: ['Flicking straight forward.'],
    proTips: ['Keep your shoulders level.'],
  }),
  heelflip: makeTrick({
    id: 'sg-2',
    name: 'Heelflip',
    category: 'flip-foundation',
    difficulty: 'Intermediate',
    points: 20,
    prerequisites: ['fund-4'],
  }),
  varialFlip: makeTrick({
    id: 'sg-5',
    name: 'Varial Flip',
    category: 'flip-foundation',
    difficulty: 'Advanced',
    points: 30,
    prerequisites: ['sg-1', 'sg-2'],
  }),
} as const;

export const CATALOGUE: TrickDto[] = Object.values(TRICKS);

export const STARTING_PROGRESS: ProgressDto[] = [
  makeProgress(TRICKS.ollie.id, { verified: true }),
  makeProgress(TRICKS.manual.id),
  makeProgress(TRICKS.pushing.id),
];

interface FakeTricksApiOptions {
  user: UserDto;
  tricks?: TrickDto[];
  progress?: ProgressDto[];
}

/**
 * The tricks routes of the gateway, answering from a little state like the real service: ticking a trick
 * changes the progress, the score and the suggestions that later reads return.
 */
export function fakeTricksApi({
  user,
  tricks = CATALOGUE,
  progress = STARTING_PROGRESS,
}: FakeTricksApiOptions) {
  const records = new Map(progress.map((record) => [record.trickId, record]));
  const learned = (trickId: string) => records.get(trickId)?.learned === true;

  const score = (): ScoreDto => {
    const learnedTricks = tricks.filter((trick) => learned(trick.id));
    const verifiedTricks = learnedTricks.filter((trick) => records.get(trick.id)?.verified);
    const privateScore = learnedTricks.reduce((sum, trick) => sum + trick.points, 0);
    const publicScore = verifiedTricks.reduce((sum, trick) => sum + trick.points, 0);
    const { level, levelName, pointsInLevel } = levelOf({ publicScore });
    return {
      userId: user.id,
      privateScore,
      publicScore,
      learnedCount: learnedTricks.length,
      verifiedCount: verifiedTricks.length,
      level,
      levelName,
      pointsInLevel,
    };
  };

  const suggestions = () =>
    tricks.filter((trick) => !learned(trick.id) && trick.prerequisites.every(learned)).slice(0, 4);

  const setLearned =
    (trickId: string) =>
    (request: RecordedRequest): MockReply => {
      const { learned: nextLearned } = request.body as { learned: boolean };
      const current = records.get(trickId);
      if (current?.verified && !nextLearned) {
        return {
          status: 409,
          json: { error: 'This trick is verified and cannot be unlearned', code: 'CONFLICT' },
        };
      }
      const record = makeProgress(trickId, { learned: nextLearned, verified: false });
      records.set(trickId, record);
      return ok(record);
    };

  const routes: Routes = {
    'GET /api/tricks': () => ok(tricks),
    'GET /api/tricks/summaries': () => ok(tricks.map(summaryOf)),
    'GET /api/tricks/trending': ok([]),
    'GET /api/tricks/suggestions': () => ok(suggestions()),
    [`GET /api/progress/${user.id}`]: () => ok([...records.values()]),
    [`GET /api/scores/${user.id}`]: () => ok(score()),
  };
  for (const trick of tricks) {
    routes[`GET /api/tricks/${trick.id}`] = ok(trick);
    routes[`PUT /api/progress/${user.id}/${trick.id}`] = setLearned(trick.id);
  }
  return { routes, records };
}

/** A catalogue entry as `GET /api/tricks/summaries` answers it: without its guide. */
export function summaryOf(trick: TrickDto): TrickSummaryDto {
  const { id, name, aliases, category, difficulty, prerequisites, points } = trick;
  return { id, name, aliases, category, difficulty, prerequisites, points };
}
