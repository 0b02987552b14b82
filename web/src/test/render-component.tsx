import type { UserDto } from '@boonies/contracts/auth';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createAppQueryClient } from '@/app/query-client';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useRealtimeConnection } from '@/lib/realtime';
import { makeUser } from './fixtures';
import { currentUserQueryKey } from '@/lib/query-keys';

interface Options {
  /** The signed-in user, put in the cache as the sign-in guard would have. */
  signedIn?: UserDto;
  path?: string;
  /** Opens the (fake) live connection, as the app shell does. */
  live?: boolean;
  /** Passed to user-event, e.g. to drive fake timers. */
  advanceTimers?: (ms: number) => void;
}

function Live({ children }: { children: ReactNode }) {
  useRealtimeConnection();
  return children;
}

/**
 * One part of the app with the app's providers, a router (every other path renders its path, so a test
 * can see where a link led) and a signed-in user — faster than the whole app for a single component.
 */
export function renderComponent(
  ui: ReactNode,
  { signedIn = makeUser(), path = '/', live, advanceTimers }: Options = {},
) {
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(currentUserQueryKey, signedIn);
  const element = live ? <Live>{ui}</Live> : ui;
  const router = createMemoryRouter(
    [
      { path, element: <TooltipProvider>{element}</TooltipProvider> },
      { path: '*', Component: () => <p data-testid="elsewhere">Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : undefined);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}
