import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { sessionKey } from './modules/auth/queries';
import { createQueryClient } from './query-client';
import { routes } from './router';

/**
 * The landing page as a visitor of the main site first sees it, rendered at build time
 * (web/vite/landing-html.ts puts it into landing.html): the page paints before any script runs,
 * and main.tsx hydrates it. A visitor is signed out and names no workspace.
 */
export async function prerenderLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The landing page answered ${context.status}, not a page`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKey, null);
  const html = renderToString(
    <AppProviders
      queryClient={queryClient}
      // No hydration data script: the page's CSP allows no inline script, and no route has a loader.
      router={
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      }
      toaster={null}
    />,
  );
  // Its cache's garbage-collection timers would keep the build's process alive for minutes.
  queryClient.clear();
  return html;
}
