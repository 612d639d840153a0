import { lazyRoute as page } from '../navigation/utils/lazy-route';
import type { ModuleRoutes } from '../navigation/utils/module-routes';

const videoEmailPage = page(
  () => import('./components/VideoEmailPage'),
  (m) => m.VideoEmailPage,
);

/**
 * Video email: the recorder and library in the shell (/voice-profiles opens it too, from the public
 * site's layout), and /v/:token, the recipient's page without sign-in.
 */
export const moduleRoutes: ModuleRoutes = {
  shell: [
    { path: 'video-email', lazy: videoEmailPage },
    { path: 'video-email-basic', lazy: videoEmailPage },
  ],
  public: [
    {
      path: 'v/:token',
      lazy: page(
        () => import('./components/PublicVideoPage'),
        (m) => m.PublicVideoPage,
      ),
    },
  ],
};
