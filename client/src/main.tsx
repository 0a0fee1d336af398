import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createApolloClient } from './app/apolloClient';
import { routeContext } from './app/routeData';
import { routes } from './app/routes';
import './app/app.css';

const client = createApolloClient();
// The route loaders start each page's queries through this client while the page's code loads (see routeData).
const router = createBrowserRouter(routes, { getContext: () => routeContext(client) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
