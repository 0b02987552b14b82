import type { UserDto } from '@boonies/contracts/auth';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { WithTooltip } from '@/components/ui/tooltip';
import { paths } from '@/lib/paths';
import { PRODUCT_NAME } from '@/lib/product';
import { AccountMenu } from './account-menu';
import { HeaderSearch } from './header-search';
import { MobileSearch } from './mobile-search';
import { NavigationProgress } from './navigation-progress';
import { NotificationsButton } from './notifications-button';

interface AppHeaderProps {
  user: UserDto;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function AppHeader({ user, sidebarId, sidebarOpen, onToggleSidebar }: AppHeaderProps) {
  const ToggleIcon = sidebarOpen ? PanelLeftClose : PanelLeftOpen;
  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-background/85 backdrop-blur-md">
      <div className="flex h-full items-center gap-2 px-3 sm:px-4">
        <WithTooltip label={sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}>
          <Button
            variant="ghost"
            size="icon"
            className="hidden lg:inline-flex"
            aria-label="Sidebar"
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={onToggleSidebar}
          >
            <ToggleIcon aria-hidden className="size-5!" />
          </Button>
        </WithTooltip>
        <Link to={paths.home} aria-label={`${PRODUCT_NAME}, home`} className="rounded-md">
          {/* With the sidebar open, its title names the product: the header shows only the mark. */}
          <Logo nameClassName={sidebarOpen ? 'lg:hidden' : undefined} />
        </Link>
        <HeaderSearch className="mx-auto hidden w-full max-w-md md:block" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <MobileSearch className="md:hidden" />
          <NotificationsButton />
          <AccountMenu user={user} />
        </div>
      </div>
      <NavigationProgress />
    </header>
  );
}
