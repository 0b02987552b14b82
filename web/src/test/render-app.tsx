import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createAppQueryClient } from '@/app/query-client';
import { appRoutes } from '@/app/routes';

/** The whole app, with its real routes and providers, opened at `path` in memory. */
export function renderApp(path: string) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, user, router, queryClient };
}
