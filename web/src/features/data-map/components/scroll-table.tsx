import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/utils';

/** Whether the element is narrower than its content, kept up to date as it resizes. */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

interface ScrollTableProps {
  /** Names the table for screen readers (and, visibly, above it when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  className?: string;
}

/** A data table that scrolls sideways inside its own box, so a narrow phone never scrolls the page. */
export function ScrollTable({ caption, showCaption = false, headers, rows, className }: ScrollTableProps) {
  const box = useRef<HTMLDivElement>(null);
  // A box that scrolls must be reachable by keyboard to be scrolled; one that fits stays out of the tab order.
  const scrolls = useOverflowsSideways(box);
  return (
    <div
      ref={box}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      className={cn(
        'min-w-0 overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <table className="w-full text-left text-sm">
        <caption className={cn(showCaption ? 'px-3 pt-2 text-left font-medium' : 'sr-only')}>
          {caption}
        </caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map(({ key, cells }) => (
            <tr key={key}>
              {cells.map((cell, index) => (
                <td key={headers[index]} className="whitespace-nowrap px-3 py-1.5 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Identifiers as the system spells them: subjects, tables, columns. */
export function Code({ children, className }: { children: ReactNode; className?: string }) {
  return <code className={cn('font-mono text-xs', className)}>{children}</code>;
}
