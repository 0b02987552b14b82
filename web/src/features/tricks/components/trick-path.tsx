import type { TrickSummaryDto } from '@boonies/contracts/tricks';
import { GitFork, Milestone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TrackerData } from '../hooks/use-tracker-data';
import { isLearned, type ProgressByTrick } from '../trick-status';
import type { Catalogue } from '@/lib/catalogue/catalogue';
import { TrickChip } from './trick-chip';

/** Where the trick sits in the progression: what it needs, and what it opens up. */
export function TrickPath({ trick, data }: { trick: TrickSummaryDto; data: TrackerData }) {
  const { catalogue, progress, statuses } = data;
  const prerequisites = catalogue.prerequisitesOf(trick);
  const unlocks = catalogue.dependentsOf(trick.id);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PathSection title="Prerequisites" icon={Milestone}>
        {prerequisites.length === 0 ? (
          <p className="text-sm text-muted-foreground">None. A fine place to start.</p>
        ) : (
          <ChipList tricks={prerequisites} statuses={statuses} />
        )}
      </PathSection>
      <PathSection title="Unlocks" icon={GitFork}>
        {unlocks.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing builds on this one. It is a destination.</p>
        ) : (
          <>
            {progress && (
              <NextUpHint trick={trick} unlocks={unlocks} catalogue={catalogue} progress={progress} />
            )}
            <ChipList tricks={unlocks} statuses={statuses} />
          </>
        )}
      </PathSection>
    </div>
  );
}

interface NextUpHintProps {
  trick: TrickSummaryDto;
  unlocks: readonly TrickSummaryDto[];
  catalogue: Catalogue;
  progress: ProgressByTrick;
}

/** The tricks this one is the last missing prerequisite of: landing it makes them available next. */
function NextUpHint({ trick, unlocks, catalogue, progress }: NextUpHintProps) {
  const opened = unlocks.filter(
    (unlocked) =>
      !isLearned(progress, unlocked.id) &&
      catalogue
        .prerequisitesOf(unlocked)
        .every((prerequisite) => prerequisite.id === trick.id || isLearned(progress, prerequisite.id)),
  );
  if (opened.length === 0) return null;
  const count = opened.length === 1 ? '1 trick is' : `${opened.length} tricks are`;
  return (
    <p className="text-sm text-cyan-700 dark:text-cyan-300">
      {isLearned(progress, trick.id)
        ? `Available next: ${count} ready for you.`
        : `Land it and ${count} available next.`}
    </p>
  );
}

function ChipList({
  tricks,
  statuses,
}: {
  tricks: readonly TrickSummaryDto[];
  statuses: TrackerData['statuses'];
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tricks.map((listed) => (
        <li key={listed.id}>
          <TrickChip trick={listed} status={statuses?.get(listed.id)} />
        </li>
      ))}
    </ul>
  );
}

function PathSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof Milestone;
  children: ReactNode;
}) {
  return (
    <section className="grid content-start gap-3 rounded-xl border bg-card p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Icon aria-hidden className="size-4 text-ring" />
        {title}
      </h2>
      {children}
    </section>
  );
}
