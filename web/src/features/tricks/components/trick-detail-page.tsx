import type { TrickDto } from '@boonies/contracts/tricks';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { VideoPlayer } from '@/components/ui/video-player';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { documentTitle } from '@/lib/product';
import { useTrick } from '../api/trick';
import { useTrackerData, type TrackerData } from '../hooks/use-tracker-data';
import { categoryColor, categoryLabel } from '@/lib/catalogue/trick-categories';
import { TRICKS_MESSAGES } from '../tricks-messages';
import { DifficultyBadge, TrickPoints } from './difficulty-badge';
import { LearnedCheckbox } from './learned-checkbox';
import { TrickGuide } from './trick-guide';
import { TrickPath } from './trick-path';
import { TrickStatusNote } from './trick-status-note';

/** What the page shows below the trick itself; the app fills it with the skaters' posts about the trick. */
export type TrickSection = (trick: TrickDto) => ReactNode;

/**
 * `/tricks/:trickId`: how to learn one trick, where it sits in the progression, and its learned box.
 * `postsSection` comes from the app, so the tricks feature does not depend on the posts feature (which
 * depends on it for tagging).
 */
export function TrickDetailPage({ postsSection }: { postsSection?: TrickSection }) {
  const { trickId = '' } = useParams();
  const trickQuery = useTrick(trickId);
  const tracker = useTrackerData();
  const trick = trickQuery.data;

  return (
    <article className="mx-auto grid max-w-3xl gap-6">
      <BackButton />
      {trick ? (
        <TrickDetails trick={trick} tracker={tracker.data} postsSection={postsSection} />
      ) : trickQuery.isPending ? (
        <TrickDetailSkeleton />
      ) : trickQuery.error instanceof ApiError && trickQuery.error.status === 404 ? (
        <EmptyState
          icon={SearchX}
          title="Trick not found"
          description="It may have been renamed or removed from the catalogue."
          action={
            <Button asChild variant="outline">
              <Link to={paths.tricks}>All tricks</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState
          title={TRICKS_MESSAGES.loadFailed}
          onRetry={() => void trickQuery.refetch()}
          isRetrying={trickQuery.isRefetching}
        />
      )}
    </article>
  );
}

/** Back where the skater came from (the list, the map, another trick), or to the tracker on a fresh visit. */
function BackButton() {
  const navigate = useNavigate();
  // The first page of a visit has the key "default": there is nothing of ours to go back to.
  const cameFromTheApp = useLocation().key !== 'default';
  return (
    <Button
      variant="ghost"
      className="-ml-3 w-fit"
      onClick={() => (cameFromTheApp ? navigate(-1) : navigate(paths.tricks))}
    >
      <ArrowLeft aria-hidden />
      Back
    </Button>
  );
}

function TrickDetails({
  trick,
  tracker,
  postsSection,
}: {
  trick: TrickDto;
  tracker: TrackerData | undefined;
  postsSection: TrickSection | undefined;
}) {
  const status = tracker?.statuses?.get(trick.id);
  return (
    <>
      <title>{documentTitle(trick.name)}</title>
      <header className="grid gap-4">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <span
            aria-hidden
            className="size-2.5 rounded-full"
            style={{ backgroundColor: categoryColor(trick.category) }}
          />
          {categoryLabel(trick.category)}
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{trick.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={trick.difficulty} />
          <TrickPoints points={trick.points} className="text-sm font-semibold text-foreground" />
          {trick.stance !== 'regular' && (
            <span className="rounded-full border px-2 py-0.5 text-xs font-medium capitalize">
              {trick.stance}
            </span>
          )}
        </div>
        {status && tracker?.progress && (
          <div className="grid gap-3 rounded-xl border bg-card px-4 py-3.5 sm:flex sm:items-center sm:gap-6">
            <LearnedCheckbox trick={trick} status={status} withLabel className="shrink-0" />
            <TrickStatusNote
              trick={trick}
              status={status}
              catalogue={tracker.catalogue}
              progress={tracker.progress}
            />
          </div>
        )}
      </header>
      {trick.videoUrl && <VideoPlayer url={trick.videoUrl} title={`${trick.name} video`} />}
      <TrickGuide trick={trick} />
      {tracker && <TrickPath trick={trick} data={tracker} />}
      {postsSection?.(trick)}
    </>
  );
}

function TrickDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading trick" className="grid gap-4">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-14 rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
    </div>
  );
}
