import { LEVEL_SOURCE, levelOf, MAX_LEVEL } from '@boonies/contracts/tricks';
import { cn } from '@/lib/utils';

interface LevelProgressProps {
  /** `privateScore` adds the ticked tricks still waiting for verification, drawn apart from the level's points. */
  score: { publicScore: number; privateScore?: number | null };
  className?: string;
}

/**
 * The level a user's verified points reach and how far into it, by the formula every screen shares. Points of
 * tricks ticked but not yet verified follow as a lighter segment: they do not raise the level, but a tick
 * visibly moves the bar.
 */
export function LevelProgress({ score, className }: LevelProgressProps) {
  const { level, levelName, pointsInLevel, pointsPerLevel } = levelOf(score);
  const percent = Math.min(100, (pointsInLevel / pointsPerLevel) * 100);
  const pending = Math.max(0, (score.privateScore ?? 0) - score.publicScore);
  const pendingPercent = Math.min(100 - percent, (pending / pointsPerLevel) * 100);
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="flex items-baseline gap-2">
          <span className="text-lg font-bold">Level {level}</span>
          <span className="text-sm font-medium text-brand-gradient">{levelName}</span>
          <span className="text-xs text-muted-foreground">· {LEVEL_SOURCE}</span>
        </p>
        <p className="text-sm tabular-nums text-muted-foreground">
          {pointsInLevel} / {pointsPerLevel} pts
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Level progress"
        aria-valuemin={0}
        aria-valuemax={pointsPerLevel}
        aria-valuenow={pointsInLevel}
        aria-valuetext={`Level ${level}, ${levelName}: ${pointsInLevel} of ${pointsPerLevel} points`}
        className="flex h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-brand-gradient transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
        {pending > 0 && (
          <div
            data-testid="pending-points"
            className="h-full rounded-r-full bg-indigo-400/40 transition-[width] duration-500 ease-out"
            style={{ width: `${pendingPercent}%` }}
          />
        )}
      </div>
      {pending > 0 && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <span aria-hidden className="inline-block size-2 rounded-full bg-indigo-400/60" />+{pending} pts
          pending verification
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {level < MAX_LEVEL
          ? `${pointsPerLevel - pointsInLevel} pts to Level ${level + 1}`
          : 'Top level reached. Legendary.'}
      </p>
    </div>
  );
}
