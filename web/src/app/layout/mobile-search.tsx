import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { HeaderSearch } from './header-search';

/**
 * Phones have no room for the header's search box, yet skaters at the park look each other up there: a
 * button opens the same search in a panel over the header, closed again once a result is opened.
 */
export function MobileSearch({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Search tricks and skaters" className={className}>
          <Search aria-hidden className="size-5!" />
        </Button>
      </DialogTrigger>
      <DialogContent placement="top" aria-describedby={undefined}>
        <DialogTitle className="sr-only">Search tricks and skaters</DialogTitle>
        <HeaderSearch autoFocus onNavigate={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
