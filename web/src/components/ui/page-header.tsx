import type { ReactNode } from 'react';
import { documentTitle } from '@/lib/product';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Controls aligned with the title, e.g. a primary action. */
  actions?: ReactNode;
  className?: string;
}

/** A page's one <h1>; it also names the browser tab (React places <title> in the document head). */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <title>{documentTitle(title)}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </header>
  );
}
