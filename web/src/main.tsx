import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { sessionQuery } from './modules/auth/queries';
import { ErrorBoundary } from './modules/errors/components/ErrorBoundary';
import { installErrorFilter } from './modules/errors/utils/install-error-filter';
import { rewriteHashPath } from './modules/navigation/utils/hash-path';
import { TenantProvider } from './modules/tenant/components/TenantProvider';
import { ThemeProvider } from './modules/theme/components/ThemeProvider';
import { useTheme } from './modules/theme/hooks/useTheme';
import { queryClient } from './query-client';
import { createRouter } from './router';
import './styles/index.css';

installErrorFilter();
rewriteHashPath();
const router = createRouter();
// Who is signed in is asked at once, beside the workspace's branding, not after it has rendered.
void queryClient.prefetchQuery(sessionQuery);

function ThemedToaster() {
  const { theme } = useTheme();
  // Above the call launcher's round button, which sits 24 px from the bottom right and is 52 px tall.
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      offset={{ bottom: 92, right: 24 }}
      mobileOffset={{ bottom: 88 }}
      richColors
      closeButton
    />
  );
}

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
          <ThemedToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
