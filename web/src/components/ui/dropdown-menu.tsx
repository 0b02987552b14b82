import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { AnchorAfterCommit } from './anchor-after-commit';
import { useOpenedBefore, useOpenedOnce } from './mount-when-opened';

/**
 * Not modal: a menu needs no aria-hidden over the rest of the page (which would hide the trigger and
 * every link from screen readers while they stay focusable); Escape and outside clicks still close it.
 * Its content is mounted when it first opens.
 */
export function DropdownMenu({ modal = false, ...rootProps }: ComponentProps<typeof MenuPrimitive.Root>) {
  const { props, provide } = useOpenedOnce(rootProps);
  return provide(<MenuPrimitive.Root modal={modal} {...props} />);
}

/** The menu's button (or, `asChild`, the one element given), handed to the menu after the commit. */
export function DropdownMenuTrigger({
  asChild = false,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return (
    <MenuPrimitive.Trigger asChild {...props}>
      <AnchorAfterCommit>{asChild ? children : <button type="button">{children}</button>}</AnchorAfterCommit>
    </MenuPrimitive.Trigger>
  );
}
export const DropdownMenuGroup = MenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  if (!useOpenedBefore()) return null;
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-56 overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg shadow-black/20 motion-safe:animate-pop-in',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'relative flex min-h-10 cursor-default select-none items-center gap-2.5 rounded-md px-2.5 text-sm outline-none transition-colors data-[disabled]:pointer-events-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground',
        variant === 'destructive' &&
          'text-destructive data-[highlighted]:bg-destructive/10 data-[highlighted]:text-destructive [&_svg]:text-destructive dark:text-red-300',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-2.5 py-2 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
