import type { ProgressDto, ScoreDto } from '@boonies/contracts/tricks';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { queueTick } from '../offline-ticks';
import { progressQueryOptions } from './progress';
import { scoreQueryOptions } from './score';
import { suggestedTricksQueryOptions } from './suggested-tricks';
import { setLearnedMutationKey } from '@/lib/query-keys';

export interface SetLearnedRequest {
  userId: string;
  trickId: string;
  learned: boolean;
}

/** Answers 409 when unlearning a verified trick and 403 for a brand. */
export function setLearned({ userId, trickId, learned }: SetLearnedRequest): Promise<ProgressDto> {
  return api.PUT('/api/progress/{userId}/{trickId}', {
    params: { path: { userId, trickId } },
    body: { learned },
  });
}

/**
 * Sends the tick, or keeps it on the device when there is no connection (or the request never reached the
 * server): null then, and the box stays ticked until the queue sends it.
 */
async function setLearnedOrQueue(change: SetLearnedRequest): Promise<ProgressDto | null> {
  if (!onlineManager.isOnline()) {
    queueTick(change);
    return null;
  }
  try {
    return await setLearned(change);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    queueTick(change);
    return null;
  }
}

export interface LearnedChange extends SetLearnedRequest {
  /** What the trick is worth, to move the score before the server answers. */
  points: number;
}

export interface SetLearnedCallbacks {
  /** Runs after the change is undone; bound to the mutation, so it runs even if the row has gone. */
  onError?: (error: Error, change: LearnedChange) => void;
}

interface OptimisticUpdate {
  /** The trick's record before the change, to put back if the server refuses it. */
  previous: ProgressDto | null;
  scoreMoved: boolean;
}

/**
 * Ticks or unticks a trick. The box, the score and the counts change at once; if the server refuses,
 * exactly this change is undone (not a snapshot, which would also undo other ticks made meanwhile).
 */
export function useSetLearned({ onError }: SetLearnedCallbacks = {}) {
  const queryClient = useQueryClient();

  function undo(change: LearnedChange, { previous, scoreMoved }: OptimisticUpdate): void {
    queryClient.setQueryData(progressQueryOptions(change.userId).queryKey, (records) => {
      if (!records) return records;
      return previous
        ? withRecord(records, previous)
        : records.filter((record) => record.trickId !== change.trickId);
    });
    if (scoreMoved) {
      queryClient.setQueryData(scoreQueryOptions(change.userId).queryKey, (score) =>
        score ? withLearnedChange(score, change.points, !change.learned) : score,
      );
    }
  }

  return useMutation({
    mutationKey: setLearnedMutationKey,
    mutationFn: (change: LearnedChange) => setLearnedOrQueue(change),
    // Offline the tick is queued at once rather than paused in memory, where a closed tab would lose it.
    networkMode: 'always',
    onMutate: async (change): Promise<OptimisticUpdate> => {
      const progressKey = progressQueryOptions(change.userId).queryKey;
      const scoreKey = scoreQueryOptions(change.userId).queryKey;
      // A refetch answered before the server saved the change would bring the old state back.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: progressKey }),
        queryClient.cancelQueries({ queryKey: scoreKey }),
      ]);
      const previous =
        queryClient.getQueryData(progressKey)?.find((record) => record.trickId === change.trickId) ?? null;
      const scoreMoved = (previous?.learned === true) !== change.learned;
      queryClient.setQueryData(progressKey, (records) =>
        records ? withRecord(records, optimisticRecord(change, previous)) : records,
      );
      if (scoreMoved) {
        queryClient.setQueryData(scoreKey, (score) =>
          score ? withLearnedChange(score, change.points, change.learned) : score,
        );
      }
      return { previous, scoreMoved };
    },
    onSuccess: (record, change) => {
      if (!record) return;
      queryClient.setQueryData(progressQueryOptions(change.userId).queryKey, (records) =>
        records ? withRecord(records, record) : records,
      );
    },
    onError: (error, change, update) => {
      if (update) undo(change, update);
      onError?.(error, change);
    },
    onSettled: async (record, _error, change) => {
      // Queued: the server does not have it yet, so its copy would take the tick off the screen.
      if (record === null) return;
      // While another tick is on its way, refetching now could answer without it: the last one refreshes.
      if (queryClient.isMutating({ mutationKey: setLearnedMutationKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressQueryOptions(change.userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: scoreQueryOptions(change.userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: suggestedTricksQueryOptions().queryKey }),
      ]);
    },
  });
}

function optimisticRecord(change: LearnedChange, previous: ProgressDto | null): ProgressDto {
  return {
    trickId: change.trickId,
    learned: change.learned,
    verified: change.learned && (previous?.verified ?? false),
    learnedAt: change.learned ? (previous?.learnedAt ?? new Date().toISOString()) : null,
  };
}

function withRecord(records: readonly ProgressDto[], record: ProgressDto): ProgressDto[] {
  const others = records.filter((existing) => existing.trickId !== record.trickId);
  return [...others, record];
}

/** The private score and learned count after one trick is ticked (or unticked). */
function withLearnedChange(score: ScoreDto, points: number, learned: boolean): ScoreDto {
  const sign = learned ? 1 : -1;
  return {
    ...score,
    privateScore: Math.max(0, score.privateScore + sign * points),
    learnedCount: Math.max(0, score.learnedCount + sign),
  };
}
