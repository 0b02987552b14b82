import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

const avatarVariants = cva('relative flex shrink-0 overflow-hidden rounded-full', {
  variants: {
    size: {
      sm: 'size-8 text-xs',
      md: 'size-10 text-sm',
      lg: 'size-16 text-xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface UserAvatarProps extends VariantProps<typeof avatarVariants> {
  /** Display name or username: its first letter stands in while the picture loads, or when there is none. */
  name: string;
  src?: string | null;
  className?: string;
}

/**
 * A person's picture. It is decorative: wherever it appears the name is next to it or on the control
 * around it, so screen readers would only hear the name twice.
 */
export function UserAvatar({ name, src, size, className }: UserAvatarProps) {
  return (
    <AvatarPrimitive.Root className={cn(avatarVariants({ size }), className)}>
      {src && <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        aria-hidden
        className="flex size-full items-center justify-center bg-brand-gradient font-semibold text-white"
      >
        {initialOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export function initialOf(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? first.toUpperCase() : '?';
}
