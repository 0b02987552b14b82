import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Text at 16px on phones: smaller inputs make iOS zoom the page on focus. */
export const inputClasses =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background/60 px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
