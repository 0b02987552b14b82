import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createAppQueryClient } from './app/query-client';
import { appRoutes } from './app/routes';
import { currentUserQueryOptions } from './features/auth/api/current-user';
import { startAccessibilitySync } from './lib/accessibility';
import { startThemeSync } from './lib/theme';

// The stored theme and accessibility settings go on <html> before the first render (the CSP forbids an
// inline script in the page); the server's saved copy replaces them once it answers.
startThemeSync();
startAccessibilitySync();

const queryClient = createAppQueryClient();
// The session check starts now, while the first route's code downloads, not after it.
void queryClient.prefetchQuery(currentUserQueryOptions());
const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
