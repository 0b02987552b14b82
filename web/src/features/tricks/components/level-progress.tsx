import { LEVEL_SOURCE, levelOf, MAX_LEVEL } from '@boonies/contracts';
import { cn } from '@/lib/utils';

/** The level a user's verified points reach and how far into it, by the formula every screen shares. */
export function LevelProgress({ score, className }: { score: { publicScore: number }; className?: string }) {
  const { level, levelName, pointsInLevel, pointsPerLevel } = levelOf(score);
  const percent = Math.min(100, (pointsInLevel / pointsPerLevel) * 100);
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
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-brand-gradient transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {level < MAX_LEVEL
          ? `${pointsPerLevel - pointsInLevel} pts to Level ${level + 1}`
          : 'Top level reached. Legendary.'}
      </p>
    </div>
  );
}
