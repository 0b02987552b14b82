import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';
import { NavList } from './nav-list';

const tabClasses =
  'flex h-full w-full flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors';

function tabStateClasses(isActive: boolean): string {
  return isActive ? 'text-foreground [&_svg]:text-ring' : 'text-muted-foreground hover:text-foreground';
}

/** Phones and tablets: the main destinations at thumb's reach, everything else under "More". */
export function MobileNav({ navItems }: { navItems: readonly NavItem[] }) {
  const barItems = navItems.filter((item) => item.inBottomBar);
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg auto-cols-fr grid-flow-col">
        {barItems.map(({ label, shortLabel, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) => cn(tabClasses, tabStateClasses(isActive))}
            >
              <Icon aria-hidden className="size-6" />
              {shortLabel ?? label}
            </NavLink>
          </li>
        ))}
        <li>
          <MoreMenu navItems={navItems} />
        </li>
      </ul>
    </nav>
  );
}

function MoreMenu({ navItems }: { navItems: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // "More" lights up when the current page is one of the destinations it holds.
  const holdsCurrentPage = navItems.some(
    (item) => !item.inBottomBar && matchPath({ path: item.to, end: item.end ?? false }, pathname),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={cn(tabClasses, tabStateClasses(holdsCurrentPage))}>
        <Ellipsis aria-hidden className="size-6" />
        More
      </DialogTrigger>
      <DialogContent placement="bottom">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">Every part of The Boonies</DialogDescription>
        <nav aria-label="All pages">
          <NavList items={navItems} onNavigate={() => setOpen(false)} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
