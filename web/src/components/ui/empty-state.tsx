import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Shared by the empty and error states so both sit the same way in a card or a page. */
export const stateVariants = cva('flex flex-col items-center justify-center gap-2 text-center', {
  variants: {
    size: {
      // In a side card the emptiness is a quiet remark, not the main content.
      sm: 'px-2 py-4 text-sm text-muted-foreground [&_[data-state-icon]]:size-5',
      md: 'px-6 py-12 [&_[data-state-icon]]:size-8',
    },
  },
  defaultVariants: { size: 'md' },
});

export type StateSize = VariantProps<typeof stateVariants>['size'];

interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** An action that helps fill the emptiness, e.g. "Post your first clip". */
  action?: ReactNode;
  size?: StateSize;
  className?: string;
}

export function EmptyState({ title, description, icon: Icon, action, size, className }: EmptyStateProps) {
  return (
    <div className={cn(stateVariants({ size }), className)}>
      {Icon && <Icon aria-hidden data-state-icon className="text-muted-foreground/70" />}
      <p className={cn('font-medium', size !== 'sm' && 'text-foreground')}>{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
