import type { LeaderboardEntryDto } from '@boonies/contracts/tricks';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { StatusBadges } from '@/components/ui/status-badges';
import { profilePath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { RankMark } from './rank-mark';

interface LeaderboardRowProps {
  entry: LeaderboardEntryDto;
  /** The signed-in skater's own row stands out, so they find themselves at a glance. */
  isYou: boolean;
}

/** One skater's standing; the whole row opens their profile (a link: Enter works, and so does a tap). */
export function LeaderboardRow({ entry, isYou }: LeaderboardRowProps) {
  return (
    <li>
      <Link
        to={profilePath(entry.id)}
        className={cn(
          'flex min-h-16 items-center gap-3 px-3 py-2.5 transition-colors hover:bg-accent/50 sm:px-4',
          entry.rank <= 3 && 'bg-gradient-to-r from-yellow-400/[0.04] to-transparent',
          isYou &&
            'relative bg-indigo-500/10 before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-brand-gradient',
        )}
      >
        <RankMark rank={entry.rank} />
        <UserAvatar name={entry.displayName || entry.username} src={entry.avatarUrl} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-semibold">{entry.displayName || entry.username}</span>
            {isYou && <Badge className="bg-brand-gradient">You</Badge>}
            <StatusBadges user={entry} />
          </span>
          <span className="flex min-w-0 flex-wrap gap-x-1 text-xs text-muted-foreground">
            {/* The name a skater chose leads; the handle follows, as everyone can find them by it. */}
            {entry.displayName && <span className="truncate">@{entry.username} ·</span>}
            <span>
              Level {entry.level} · {entry.levelName}
            </span>
          </span>
        </span>
        <span className="shrink-0 text-sm font-bold tabular-nums">{entry.score} pts</span>
      </Link>
    </li>
  );
}
