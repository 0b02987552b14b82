import type { TrickImportReportDto } from '@boonies/contracts/tricks';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { outcomeOf, type RowOutcome } from '../trick-import';

const OUTCOME_LABELS: Record<RowOutcome, { planned: string; done: string }> = {
  create: { planned: 'Create', done: 'Created' },
  update: { planned: 'Update', done: 'Updated' },
  unchanged: { planned: 'No change', done: 'Unchanged' },
  reject: { planned: 'Reject', done: 'Rejected' },
};

/** In the tinted style of the status badges: a solid red badge is too faint for small white text. */
const OUTCOME_BADGES: Record<
  RowOutcome,
  { variant: 'brand' | 'am' | 'secondary' | 'outline'; className?: string }
> = {
  create: { variant: 'brand' },
  update: { variant: 'am' },
  unchanged: { variant: 'secondary' },
  reject: { variant: 'outline', className: 'border-red-500/40 bg-red-500/15 text-red-800 dark:text-red-300' },
};

/** Row by row: which trick, what the import does (or did) with it, and why a row is rejected. */
export function ImportRowsTable({ report, caption }: { report: TrickImportReportDto; caption: string }) {
  const problemsByRow = new Map(report.rejected.map((rejection) => [rejection.row, rejection.problems]));
  return (
    // Focusable, so the rows can be scrolled from the keyboard.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Row
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Trick
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Result
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => {
            const outcome = outcomeOf(row);
            const problems = problemsByRow.get(row.row) ?? [];
            return (
              <tr
                key={row.row}
                className={cn('border-t align-top', outcome === 'reject' && 'bg-destructive/5')}
              >
                <th scope="row" className="px-3 py-2 font-normal tabular-nums">
                  {row.row}
                </th>
                <td className="px-3 py-2">
                  <span className="block font-medium">{row.name ?? 'Unnamed'}</span>
                  {row.id && <span className="block font-mono text-xs text-muted-foreground">{row.id}</span>}
                </td>
                <td className="px-3 py-2">
                  <Badge {...OUTCOME_BADGES[outcome]}>
                    {OUTCOME_LABELS[outcome][report.dryRun ? 'planned' : 'done']}
                  </Badge>
                </td>
                <td className="px-3 py-2">
                  {problems.length > 0 && (
                    <ul className="grid gap-0.5 text-destructive dark:text-red-300">
                      {problems.map((problem, index) => (
                        // Two fields can have the same problem text, so the position tells them apart.
                        <li key={index}>{problem}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The counts of a report, as a row of figures. */
export function ImportCounts({ report }: { report: TrickImportReportDto }) {
  const figures: [string, number][] = [
    [report.dryRun ? 'To create' : 'Created', report.created],
    [report.dryRun ? 'To update' : 'Updated', report.updated],
    ['Unchanged', report.unchanged],
    ['Rejected', report.rejected.length],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {figures.map(([label, count]) => (
        <div key={label} className="rounded-lg border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{count}</dd>
        </div>
      ))}
    </dl>
  );
}
