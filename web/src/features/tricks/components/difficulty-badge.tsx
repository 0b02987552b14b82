import type { DifficultyLabel } from '@boonies/contracts/tricks';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { difficultyLabelOf } from '@/lib/catalogue/difficulty';

/** From calm to hot as the tricks get harder; the label carries the meaning, the colour only helps. */
const DIFFICULTY_CLASSES: Record<DifficultyLabel, string> = {
  Beginner: 'border-emerald-500/40 bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  Intermediate: 'border-sky-500/40 bg-sky-500/15 text-sky-800 dark:text-sky-300',
  Advanced: 'border-violet-500/40 bg-violet-500/15 text-violet-800 dark:text-violet-300',
  Expert: 'border-orange-500/40 bg-orange-500/15 text-orange-800 dark:text-orange-300',
  Elite: 'border-rose-500/40 bg-rose-500/15 text-rose-800 dark:text-rose-300',
};

export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  const label = difficultyLabelOf(difficulty);
  return (
    <Badge variant="outline" className={cn(label && DIFFICULTY_CLASSES[label], className)}>
      {label ?? difficulty}
    </Badge>
  );
}

export function TrickPoints({ points, className }: { points: number; className?: string }) {
  return (
    <span className={cn('whitespace-nowrap text-xs tabular-nums text-muted-foreground', className)}>
      {points} pts
    </span>
  );
}
