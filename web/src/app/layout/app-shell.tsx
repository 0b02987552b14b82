import { Outlet, ScrollRestoration } from 'react-router-dom';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AdminMaskBanner } from '@/features/admin/components/admin-mask-banner';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useGamesLiveUpdates } from '@/features/games/hooks/use-games-live-updates';
import { ChatHost } from '@/features/messaging/components/chat-host';
import { useMessagingLiveUpdates } from '@/features/messaging/hooks/use-messaging-live-updates';
import { usePostsLiveUpdates } from '@/features/posts/hooks/use-posts-live-updates';
import { usePreferencesSync } from '@/features/settings/hooks/use-preferences-sync';
import { useRealtimeConnection } from '@/lib/realtime';
import { useStoredBoolean } from '@/lib/storage';
import { AppHeader } from './app-header';
import { InstallCard } from './install-card';
import { LeftSidebar } from './left-sidebar';
import { MobileNav } from './mobile-nav';
import { navItemsFor } from './nav-items';
import { OfflineBanner } from './offline-banner';
import { RightSidebar } from './right-sidebar';

const SIDEBAR_ID = 'app-sidebar';
const SIDEBAR_OPEN_STORAGE_KEY = 'boonies-sidebar-open';
const MAIN_ID = 'main-content';

/** The frame around every signed-in page: header, sidebars, the page itself, and the phone's bottom bar. */
export function AppShell() {
  const user = useSignedInUser();
  const [sidebarOpen, setSidebarOpen] = useStoredBoolean(SIDEBAR_OPEN_STORAGE_KEY, true);
  const navItems = navItemsFor(user);
  // One live connection for every signed-in page; it closes on sign-out, when the shell goes away.
  useRealtimeConnection();
  usePostsLiveUpdates();
  useMessagingLiveUpdates(user.id);
  useGamesLiveUpdates();
  usePreferencesSync();

  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-md bg-popover px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to content
        </a>
        <AppHeader
          user={user}
          sidebarId={SIDEBAR_ID}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
        />
        <OfflineBanner />
        <div className="mx-auto flex w-full max-w-[1600px] flex-1">
          <LeftSidebar id={SIDEBAR_ID} open={sidebarOpen} navItems={navItems} />
          {/* Room at the bottom on phones so the last lines are not hidden behind the bottom bar. */}
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className="min-w-0 flex-1 px-4 pb-28 pt-6 outline-none sm:px-6 lg:px-8 lg:pb-10"
          >
            {/* While an admin operates a puppet, every page says so. */}
            <AdminMaskBanner />
            <Outlet />
          </main>
          <RightSidebar />
        </div>
        <MobileNav navItems={navItems} />
        <ChatHost />
        <InstallCard />
      </div>
      {/* A new page opens at the top; Back returns to where the previous page was left. */}
      <ScrollRestoration />
    </TooltipProvider>
  );
}
