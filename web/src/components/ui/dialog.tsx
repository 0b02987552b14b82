import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useOpenedBefore, useOpenedOnce } from './mount-when-opened';

/** Its content is mounted when it first opens. */
export function Dialog(rootProps: ComponentProps<typeof DialogPrimitive.Root>) {
  const { props, provide } = useOpenedOnce(rootProps);
  return provide(<DialogPrimitive.Root {...props} />);
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const dialogContentVariants = cva(
  'fixed z-50 flex flex-col gap-4 border bg-popover p-5 text-popover-foreground shadow-xl shadow-black/30 outline-none',
  {
    variants: {
      placement: {
        center:
          'left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl motion-safe:animate-pop-in',
        // A panel over the header, for what the header holds on larger screens (search).
        top: 'inset-x-0 top-0 rounded-b-2xl p-3 pr-14 pt-[max(0.75rem,env(safe-area-inset-top))] motion-safe:animate-fade-in',
        // A bottom sheet: on phones the thumb reaches the bottom of the screen, not the top.
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-2xl pb-[max(1.25rem,env(safe-area-inset-bottom))] motion-safe:animate-sheet-in',
      },
    },
    defaultVariants: { placement: 'center' },
  },
);

export function DialogContent({
  className,
  children,
  placement,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof dialogContentVariants>) {
  if (!useOpenedBefore()) return null;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm motion-safe:animate-fade-in" />
      <DialogPrimitive.Content className={cn(dialogContentVariants({ placement }), className)} {...props}>
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute right-3 top-3 flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
        >
          <X aria-hidden className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
