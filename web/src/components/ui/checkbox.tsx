import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        // The invisible ::after widens the touch target to 40px without changing the box's look.
        'group peer relative size-5 shrink-0 rounded-[5px] border border-input bg-background/60 transition-colors after:absolute after:-inset-2.5 after:content-[""] disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-transparent data-[state=checked]:bg-brand-gradient data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      {/* The tick is drawn by the box's own state rather than Radix's Indicator: the Indicator measures its
          animation when it appears, which forces a style recalculation for every ticked box of a long list. */}
      <span className="hidden items-center justify-center group-data-[state=checked]:flex">
        <Check aria-hidden className="size-3.5" strokeWidth={3} />
      </span>
    </CheckboxPrimitive.Root>
  );
}
