import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder block; hidden from screen readers, which hear the loading status instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)} {...props} />
  );
}
