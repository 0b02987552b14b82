import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { AnchorAfterCommit } from './anchor-after-commit';

/** The product's timing: a tooltip waits 700 ms, then neighbours open at once for 300 ms. */
export function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md motion-safe:animate-pop-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/**
 * The common case: a short hint on one control (which keeps its own accessible name). The hint's content is
 * mounted the first time it opens: closed, Radix's presence and portal still update their state as they mount,
 * and inside the page's first commit that update makes React render again at once, running every pending effect
 * of the page in the same long task.
 */
export function WithTooltip({
  label,
  side,
  children,
}: {
  label: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Tooltip onOpenChange={(open) => open && setOpened(true)}>
      <TooltipTrigger asChild>
        <AnchorAfterCommit>{children}</AnchorAfterCommit>
      </TooltipTrigger>
      {opened && <TooltipContent side={side}>{label}</TooltipContent>}
    </Tooltip>
  );
}
