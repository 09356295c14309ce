import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createEnvironment } from './relay/environment.ts';
import { clearViewer } from './routes/auth/session.ts';
import { createRoutes } from './routes/routes.tsx';
import './styles/base.css';
import './styles/shell.css';

const environment = createEnvironment({
  // SPEC §4: a request refused for lack of a session sends the user to /login, and the header shows the
  // visitor's links.
  onUnauthenticated: () => {
    clearViewer(environment);
    if (location.pathname !== '/login') void router.navigate('/login', { replace: true });
  },
});

const router = createBrowserRouter(createRoutes(environment));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
