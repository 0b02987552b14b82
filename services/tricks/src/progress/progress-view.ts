import type { ProgressDto } from '@boonies/contracts';

/** A progress record with its owner, as admins and `rpc.tricks.*-user-progress` see it. */
export type OwnedProgressDto = ProgressDto & { userId: string };

export interface ProgressRow {
  user_id: string;
  trick_id: string;
  learned: boolean;
  verified: boolean;
  learned_at: Date | null;
}

export function toProgressDto(row: ProgressRow): ProgressDto {
  return {
    trickId: row.trick_id,
    learned: row.learned,
    verified: row.verified,
    learnedAt: row.learned_at?.toISOString() ?? null,
  };
}

export function toOwnedProgressDto(row: ProgressRow): OwnedProgressDto {
  return { userId: row.user_id, ...toProgressDto(row) };
}
