import type { ProgressDto } from '@boonies/contracts/tricks';
import type { ProgressState } from './progress-rules';

/** A progress record with its owner, as admins and `rpc.tricks.*-user-progress` see it. */
export type OwnedProgressDto = ProgressDto & { userId: string };

/** One user's record of one trick. */
export interface ProgressEntry extends ProgressState {
  userId: string;
  trickId: string;
  learnedAt: Date | null;
}

export function toProgressDto(entry: ProgressEntry): ProgressDto {
  return {
    trickId: entry.trickId,
    learned: entry.learned,
    verified: entry.verified,
    learnedAt: entry.learnedAt?.toISOString() ?? null,
  };
}

export function toOwnedProgressDto(entry: ProgressEntry): OwnedProgressDto {
  return { userId: entry.userId, ...toProgressDto(entry) };
}
