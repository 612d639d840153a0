import type { ModuleRoutes } from '../navigation/utils/module-routes';
import { lazyRoute as page } from '../navigation/utils/lazy-route';

/** Email: the composer, the workspace's templates, sequences (campaigns) and the user's connected mailboxes (the page-access map guards both). */
export const moduleRoutes: ModuleRoutes = {
  shell: [
    {
      path: 'email-composer',
      lazy: page(
        () => import('./components/EmailComposerPage'),
        (m) => m.EmailComposerPage,
      ),
    },
    {
      path: 'email-templates',
      lazy: page(
        () => import('./components/TemplatesPage'),
        (m) => m.TemplatesPage,
      ),
    },
    {
      path: 'campaigns',
      lazy: page(
        () => import('./components/SequencesPage'),
        (m) => m.SequencesPage,
      ),
    },
    {
      path: 'mailboxes',
      lazy: page(
        () => import('./components/MailboxesPage'),
        (m) => m.MailboxesPage,
      ),
    },
  ],
};
