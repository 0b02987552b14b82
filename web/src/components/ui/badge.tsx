import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-muted text-foreground',
        outline: 'text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        // Sponsorship statuses, in the product's colours.
        brand: 'border-green-500/40 bg-green-500/15 text-green-800 dark:text-green-300',
        pro: 'border-yellow-500/40 bg-yellow-400/15 text-yellow-800 dark:text-yellow-300',
        am: 'border-blue-500/40 bg-blue-500/15 text-blue-800 dark:text-blue-300',
        flow: 'border-purple-500/40 bg-purple-500/15 text-purple-800 dark:text-purple-300',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
