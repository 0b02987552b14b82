import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import { COUNTDOWN_ANNOUNCEMENTS, countdownStage, countdownTick, formatCountdown } from '../game-rules';

/**
 * The time left in the turn, redrawn as it runs. The visible figure is silent for screen readers; a
 * separate live region speaks only when the last hour, the last ten minutes and the end begin.
 */
export function TurnCountdown({
  deadline,
  announce = true,
  className,
}: {
  deadline: string;
  /** Off where many countdowns share a screen (the games list): only the game page speaks. */
  announce?: boolean;
  className?: string;
}) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(countdownTick(left), left));
    return () => clearTimeout(timer);
  }, [left]);

  const stage = countdownStage(left);
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Timer aria-hidden className="size-4 text-ring" />
      <span className="sr-only">Time left: </span>
      <time
        dateTime={deadline}
        className={cn(
          'font-semibold tabular-nums',
          stage === 'minutes' || stage === 'over' ? 'text-destructive dark:text-red-300' : undefined,
        )}
      >
        {formatCountdown(left)}
      </time>
      {announce && (
        <span aria-live="polite" className="sr-only">
          {COUNTDOWN_ANNOUNCEMENTS[stage]}
        </span>
      )}
    </span>
  );
}
