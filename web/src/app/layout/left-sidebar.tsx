import { TrendingTricksCard } from '@/features/tricks/components/trending-tricks-card';
import { PRODUCT_NAME } from '@/lib/product';
import { BREAKPOINTS, useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';
import { NavList } from './nav-list';

interface LeftSidebarProps {
  id: string;
  open: boolean;
  navItems: readonly NavItem[];
}

/** Desktop only (phones use the bottom bar); the header's toggle opens and closes it. */
export function LeftSidebar({ id, open, navItems }: LeftSidebarProps) {
  // Trending tricks is the one part with data of its own: asked for only where the sidebar shows.
  const shown = useMediaQuery(BREAKPOINTS.lg) && open;
  return (
    <aside
      id={id}
      aria-label="Sidebar"
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] w-[250px] shrink-0 flex-col gap-6 overflow-y-auto border-r px-3 py-5 lg:flex',
        !open && 'lg:hidden',
      )}
    >
      <p className="w-fit px-3 text-lg font-bold tracking-tight text-brand-gradient">{PRODUCT_NAME}</p>
      <nav aria-label="Main">
        <NavList items={navItems} />
      </nav>
      {shown && <TrendingTricksCard />}
    </aside>
  );
}
