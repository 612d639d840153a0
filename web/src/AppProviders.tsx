import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ErrorBoundary } from './modules/errors/components/ErrorBoundary';
import { TenantProvider } from './modules/tenant/components/TenantProvider';
import { ThemeProvider } from './modules/theme/components/ThemeProvider';

/**
 * What surrounds the router on every page. The browser and the landing page's prerender both use
 * it, so the prerendered markup has the shape the browser hydrates (useId values included).
 */
export function AppProviders({
  queryClient,
  router,
  toaster,
}: {
  queryClient: QueryClient;
  router: ReactNode;
  toaster: ReactNode;
}) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <TenantProvider>{router}</TenantProvider>
            {toaster}
          </ThemeProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
