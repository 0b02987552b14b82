import { useId } from 'react';
import { PRODUCT_NAME } from '@/lib/product';
import { cn } from '@/lib/utils';

/** The product mark: a deck on its wheels over the brand gradient. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--gradient-start)' }} />
          <stop offset="1" style={{ stopColor: 'var(--gradient-end)' }} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path d="M14 40c6 6 30 6 36 0" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="22" cy="46" r="4" fill="#fff" />
      <circle cx="42" cy="46" r="4" fill="#fff" />
    </svg>
  );
}

/** The mark and the product name; `nameClassName` lets a layout hide the name on some screens. */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('text-lg font-bold tracking-tight', nameClassName)}>{PRODUCT_NAME}</span>
    </span>
  );
}
