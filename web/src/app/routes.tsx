import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

/** Loads a route's module on first visit, so the first download holds only what the first screen needs. */
function lazyComponent<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    // Shown while the first route's code downloads (the browser shows index.html's copy instead: main.tsx
    // renders once that code is in).
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: paths.auth,
        lazy: lazyComponent(
          () => import('@/features/auth/components/auth-page'),
          (module) => module.AuthPage,
        ),
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: lazyComponent(
              () => import('./layout/app-shell'),
              (module) => module.AppShell,
            ),
            children: [
              {
                index: true,
                lazy: lazyComponent(
                  () => import('@/app/pages/home/home-page'),
                  (module) => module.HomePage,
                ),
              },
              {
                path: paths.tricks,
                lazy: lazyComponent(
                  () => import('@/features/tricks/components/trick-tracker-page'),
                  (module) => module.TrickTrackerPage,
                ),
              },
              {
                path: `${paths.tricks}/:trickId`,
                lazy: lazyComponent(
                  () => import('./pages/trick-detail-route'),
                  (module) => module.TrickDetailRoute,
                ),
              },
              {
                path: paths.store,
                lazy: lazyComponent(
                  () => import('@/features/store/components/store-page'),
                  (module) => module.StorePage,
                ),
              },
              {
                path: paths.inbox,
                lazy: lazyComponent(
                  () => import('@/features/messaging/components/inbox-page'),
                  (module) => module.InboxPage,
                ),
              },
              {
                path: `${paths.messages}/:userId`,
                lazy: lazyComponent(
                  () => import('@/features/messaging/components/conversation-page'),
                  (module) => module.ConversationPage,
                ),
              },
              {
                path: paths.profile,
                lazy: lazyComponent(
                  () => import('@/app/pages/profile/profile-page'),
                  (module) => module.ProfilePage,
                ),
              },
              {
                path: `${paths.profile}/:userId`,
                lazy: lazyComponent(
                  () => import('@/app/pages/profile/profile-page'),
                  (module) => module.ProfilePage,
                ),
              },
              {
                path: `${paths.mention}/:username`,
                lazy: lazyComponent(
                  () => import('@/features/profiles/components/mention-page'),
                  (module) => module.MentionPage,
                ),
              },
              {
                path: '/events/:eventId',
                lazy: lazyComponent(
                  () => import('@/features/events/components/event-page'),
                  (module) => module.EventPage,
                ),
              },
              {
                path: `${paths.post}/:postId`,
                lazy: lazyComponent(
                  () => import('@/features/posts/components/post-page'),
                  (module) => module.PostPage,
                ),
              },
              {
                path: paths.settings,
                lazy: lazyComponent(
                  () => import('@/features/settings/components/settings-page'),
                  (module) => module.SettingsPage,
                ),
              },
              {
                path: paths.about,
                lazy: lazyComponent(
                  () => import('@/features/about/components/about-page'),
                  (module) => module.AboutPage,
                ),
              },
              {
                path: paths.games,
                lazy: lazyComponent(
                  () => import('@/features/games/components/games-page'),
                  (module) => module.GamesPage,
                ),
              },
              {
                path: `${paths.games}/:gameId`,
                lazy: lazyComponent(
                  () => import('@/features/games/components/game-page'),
                  (module) => module.GamePage,
                ),
              },
              {
                path: paths.sponsorships,
                lazy: lazyComponent(
                  () => import('@/app/pages/sponsorships/sponsorships-page'),
                  (module) => module.SponsorshipsPage,
                ),
              },
              {
                // Checked before the admin module is even downloaded.
                Component: RequireAdmin,
                children: [
                  {
                    path: paths.admin,
                    lazy: lazyComponent(
                      () => import('@/app/pages/admin/admin-page'),
                      (module) => module.AdminPage,
                    ),
                  },
                  {
                    path: paths.dataMap,
                    lazy: lazyComponent(
                      () => import('@/features/data-map/components/data-map-page'),
                      (module) => module.DataMapPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: lazyComponent(
          () => import('./not-found-page'),
          (module) => module.NotFoundPage,
        ),
      },
    ],
  },
];
