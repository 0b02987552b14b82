import type { Mutation } from '@tanstack/react-query';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, ListChecks, PenLine, Users } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserDto } from '@boonies/contracts/auth';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useCurrentUser } from '@/lib/session/api/current-user';
import { profileQueryOptions, SuggestedSkaters } from '@/features/profiles';
import { progressQueryOptions } from '@/features/tricks';
import { paths } from '@/lib/paths';
import { createPostMutationKey, createTrickVideoMutationKey } from '@/lib/query-keys';
import { readStorage, writeStorage } from '@/lib/storage';
import { cn } from '@/lib/utils';

/** How many skaters the checklist asks a new skater to follow. */
export const FIRST_RUN_FOLLOWS = 3;

export const FIRST_RUN_MESSAGES = {
  title: 'Get rolling',
  tricks: 'Tick the tricks you have',
  follow: 'Follow three skaters',
  post: 'Post your first clip',
  done: 'Done',
  toDo: 'To do',
} as const;

/** Once all three were done on this device, the card never comes back, whatever happens to the counts. */
export const firstRunDoneKey = (userId: string) => `boonies.first-run-done.${userId}`;

/** A post (not a reply) or a trick video the server accepted in this session. */
function postedNow(mutation: Mutation<unknown, Error, unknown>): boolean {
  const variables = mutation.state.variables as { postType?: string } | undefined;
  return variables?.postType !== 'reply';
}

/**
 * Three first steps on Home for a new skater, each ticked off from what the server says: a trick ticked
 * (their progress), three skaters followed and a first post (their profile's counts, or a post the server
 * just accepted). The card stays until all three are done, then is gone for good. Brands tick no tricks
 * and never see it; while the facts load, or if they cannot be read, nothing shows.
 */
export function FirstRunChecklist({ onCompose }: { onCompose: () => void }) {
  const user = useCurrentUser().data;
  return user && !user.isBrand ? <Checklist user={user} onCompose={onCompose} /> : null;
}

function Checklist({ user, onCompose }: { user: UserDto; onCompose: () => void }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(() => readStorage(firstRunDoneKey(user.id)) === 'true');
  const [showSkaters, setShowSkaters] = useState(false);
  const profile = useQuery({ ...profileQueryOptions(user.id), enabled: !dismissed });
  const progress = useQuery({ ...progressQueryOptions(user.id), enabled: !dismissed });
  const posts = useMutationState({
    filters: { mutationKey: createPostMutationKey, status: 'success' },
    select: postedNow,
  });
  const trickVideos = useMutationState({
    filters: { mutationKey: createTrickVideoMutationKey, status: 'success' },
    select: () => true,
  });

  const known = profile.data !== undefined && progress.data !== undefined;
  const ticked = progress.data?.some((record) => record.learned) ?? false;
  const followed = (profile.data?.followingCount ?? 0) >= FIRST_RUN_FOLLOWS;
  const posted = (profile.data?.postCount ?? 0) > 0 || posts.includes(true) || trickVideos.length > 0;
  const allDone = known && ticked && followed && posted;

  useEffect(() => {
    if (!allDone) return;
    writeStorage(firstRunDoneKey(user.id), 'true');
    setDismissed(true);
  }, [allDone, user.id]);

  if (dismissed || !known || allDone) return null;
  const doneCount = [ticked, followed, posted].filter(Boolean).length;

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="mb-4 p-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {FIRST_RUN_MESSAGES.title}
        </h2>
        <span className="text-xs text-muted-foreground">{doneCount} of 3 done</span>
      </div>
      <Progress value={doneCount} max={3} label={FIRST_RUN_MESSAGES.title} className="mb-3 h-1.5" />
      <ul className="grid gap-1">
        <Step done={ticked}>
          <Link to={paths.tricks} className={stepClasses(ticked)}>
            <ListChecks aria-hidden className="size-4 shrink-0" />
            {FIRST_RUN_MESSAGES.tricks}
          </Link>
        </Step>
        <Step done={followed}>
          <button
            type="button"
            aria-expanded={showSkaters}
            aria-controls={`${id}-skaters`}
            onClick={() => setShowSkaters((shown) => !shown)}
            className={stepClasses(followed)}
          >
            <Users aria-hidden className="size-4 shrink-0" />
            {FIRST_RUN_MESSAGES.follow}
            {!followed && (
              <span className="ml-auto text-xs text-muted-foreground">
                {Math.min(profile.data?.followingCount ?? 0, FIRST_RUN_FOLLOWS)} of {FIRST_RUN_FOLLOWS}
              </span>
            )}
          </button>
        </Step>
        {showSkaters && (
          <li id={`${id}-skaters`} className="pb-2">
            <SuggestedSkaters />
          </li>
        )}
        <Step done={posted}>
          <button type="button" onClick={onCompose} className={stepClasses(posted)}>
            <PenLine aria-hidden className="size-4 shrink-0" />
            {FIRST_RUN_MESSAGES.post}
          </button>
        </Step>
      </ul>
    </Card>
  );
}

function stepClasses(done: boolean): string {
  return cn(
    'flex min-h-10 w-full flex-1 items-center gap-2 rounded-md px-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    done && 'text-muted-foreground line-through',
  );
}

function Step({ done, children }: { done: boolean; children: ReactNode }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-center gap-1">
      <Icon
        role="img"
        aria-label={done ? FIRST_RUN_MESSAGES.done : FIRST_RUN_MESSAGES.toDo}
        className={cn('size-5 shrink-0', done ? 'text-emerald-500' : 'text-muted-foreground')}
      />
      {children}
    </li>
  );
}
