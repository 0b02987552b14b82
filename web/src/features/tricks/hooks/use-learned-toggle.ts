import type { TrickDto } from '@boonies/contracts/tricks';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useSetLearned, type LearnedChange } from '../api/set-learned';
import { learnedErrorMessage } from '../tricks-messages';
import { setLearnedMutationKey } from '@/lib/query-keys';

function showLearnedError(error: Error): void {
  toast.error(learnedErrorMessage(error));
}

/** The learned box of one trick: sets it for the signed-in skater and says so when the server refuses. */
export function useLearnedToggle(trick: Pick<TrickDto, 'id' | 'points'>) {
  const user = useSignedInUser();
  const setLearned = useSetLearned({ onError: showLearnedError });
  // The same trick can be on screen twice (a suggestion and its category): both boxes wait together.
  const isSaving =
    useIsMutating({
      mutationKey: setLearnedMutationKey,
      predicate: (mutation) => (mutation.state.variables as LearnedChange | undefined)?.trickId === trick.id,
    }) > 0;

  function toggle(learned: boolean): void {
    // One request per trick at a time, so the server sees the ticks in the order they were made.
    if (isSaving) return;
    setLearned.mutate({ userId: user.id, trickId: trick.id, learned, points: trick.points });
  }

  return { toggle, isSaving };
}
