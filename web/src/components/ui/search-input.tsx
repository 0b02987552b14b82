import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/**
 * A search box with the magnifier inside it. Its results show as the skater types, so Enter does not
 * submit the form the box stands in.
 */
export function SearchInput({ className, onKeyDown, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        autoComplete="off"
        {...props}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
          onKeyDown?.(event);
        }}
        className={cn('pl-9', className)}
      />
    </div>
  );
}
