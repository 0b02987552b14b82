import { Skeleton } from '@/components/ui/skeleton';

const SKELETON_ROWS = 10;

export function LeaderboardSkeleton() {
  return (
    <div role="status" aria-label="Loading leaderboard" className="divide-y">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} data-skeleton-row className="flex min-h-16 items-center gap-3 px-4 py-2.5">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="h-4 w-14" />
        </div>
      ))}
    </div>
  );
}
