import { Flame } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { countOf } from '../../../lib/format';

/** A trick many recent posts tagged, with how many did. */
export interface TrendingTrick {
  name: string;
  count: number;
}

const MAX_TRENDING_TRICKS = 5;

export function TrendingTricksCard({ tricks }: { tricks: readonly TrendingTrick[] }) {
  const shown = tricks.slice(0, MAX_TRENDING_TRICKS);
  return (
    <SectionCard title="Trending Tricks" icon={Flame}>
      {shown.length === 0 ? (
        <EmptyState size="sm" title="No trending tricks yet" />
      ) : (
        <ol className="grid gap-2">
          {shown.map((trick) => (
            <li key={trick.name} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="truncate font-medium">#{trick.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{countOf(trick.count, 'post')}</span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
