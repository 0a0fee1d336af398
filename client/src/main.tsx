import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { lazyAppClient } from './shared/appClient';
import { routeContext } from './app/routeData';
import { routes } from './app/routes';
import './app/app.css';
import { startI18n } from './shared/i18n/i18n';

// Apollo loads on first use (a sign-in, or the first signed-in page), not with the entry: see appClient.
const appClient = lazyAppClient(() => import('./app/apolloClient').then((m) => m.createApolloClient()));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The interface language first (English is in the entry; another language is a chunk loaded before the first render),
// then the router: creating it runs the first page's loaders, which load that page's texts in the language shown.
await startI18n();

// The route loaders start each page's queries through this client while the page's code loads (see routeData).
const router = createBrowserRouter(routes, { getContext: () => routeContext(appClient) });

createRoot(container).render(
  <StrictMode>
    <AppProviders appClient={appClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
