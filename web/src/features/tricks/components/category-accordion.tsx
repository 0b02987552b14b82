import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import type { CategoryGroup } from '@/lib/catalogue/catalogue';
import { categoryColor, categoryLabel } from '@/lib/catalogue/trick-categories';
import { summarise, type TrickStatus } from '../trick-status';
import { TrickList } from './trick-row';

interface CategoryAccordionProps {
  categories: readonly CategoryGroup[];
  statuses: ReadonlyMap<string, TrickStatus> | null;
  openCategories: readonly string[];
  onToggle: (category: string, open: boolean) => void;
}

/**
 * Every trick, one section per category. The accordion pattern of WAI-ARIA: a heading holds a button
 * that says whether its panel is expanded. A closed panel renders nothing, so the page stays light.
 */
export function CategoryAccordion({
  categories,
  statuses,
  openCategories,
  onToggle,
}: CategoryAccordionProps) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      {categories.map((group) => (
        <CategorySection
          key={group.category}
          group={group}
          statuses={statuses}
          open={openCategories.includes(group.category)}
          onToggle={(open) => onToggle(group.category, open)}
        />
      ))}
    </div>
  );
}

interface CategorySectionProps {
  group: CategoryGroup;
  statuses: ReadonlyMap<string, TrickStatus> | null;
  open: boolean;
  onToggle: (open: boolean) => void;
}

function CategorySection({ group, statuses, open, onToggle }: CategorySectionProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const label = categoryLabel(group.category);
  return (
    <section className="border-b last:border-b-0">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(!open)}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-accent/40"
        >
          <span
            aria-hidden
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: categoryColor(group.category) }}
          />
          <span className="min-w-0 flex-1 truncate font-semibold">{label}</span>
          {statuses ? (
            <CategoryProgress group={group} statuses={statuses} />
          ) : (
            <span className="text-xs text-muted-foreground">{group.tricks.length} tricks</span>
          )}
          <ChevronDown
            aria-hidden
            className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="border-t">
        {open && <TrickList tricks={group.tricks} statuses={statuses} />}
      </div>
    </section>
  );
}

function CategoryProgress({
  group,
  statuses,
}: {
  group: CategoryGroup;
  statuses: ReadonlyMap<string, TrickStatus>;
}) {
  const { learned, total, percent } = summarise(
    group.tricks.map((trick) => statuses.get(trick.id) ?? 'needs-prerequisites'),
  );
  return (
    <span className="flex shrink-0 items-center gap-2">
      <span className="text-xs tabular-nums text-muted-foreground">
        {learned}/{total}
        <span className="sr-only"> learned</span>
      </span>
      <span aria-hidden className="hidden h-1.5 w-14 overflow-hidden rounded-full bg-muted sm:block">
        <span className="block h-full rounded-full bg-brand-gradient" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
