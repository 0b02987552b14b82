import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/utils';

/** The search box of the header (medium screens and up). */
export function HeaderSearch({ className }: { className?: string }) {
  return (
    <form role="search" className={cn('relative', className)} onSubmit={(event) => event.preventDefault()}>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Search tricks and skaters"
        placeholder="Search tricks, skaters..."
        className="h-10 rounded-full bg-muted/60 pl-9"
      />
    </form>
  );
}
