import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { sessionQuery } from './modules/auth/queries';
import { ErrorBoundary } from './modules/errors/components/ErrorBoundary';
import { installErrorFilter } from './modules/errors/utils/install-error-filter';
import { rewriteHashPath } from './modules/navigation/utils/hash-path';
import { TenantProvider } from './modules/tenant/components/TenantProvider';
import { ThemeProvider } from './modules/theme/components/ThemeProvider';
import { ToasterOffLanding } from './modules/toasts/components/ToasterOffLanding';
import { queryClient } from './query-client';
import { createRouter } from './router';
import './styles/index.css';

installErrorFilter();
rewriteHashPath();
const router = createRouter();
// Who is signed in is asked at once, beside the workspace's branding, not after it has rendered.
void queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <TenantProvider>
            <RouterProvider router={router} />
          </TenantProvider>
          <ToasterOffLanding router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
