import { plannedAdminPages } from '../../placeholders/utils/planned-pages';

/** Admin pages that are built; the others are still planned placeholders. */
const builtAdminPages = [
  { path: 'admin/users', title: 'User Management' },
  { path: 'admin/mailbox', title: 'Mailbox' },
];

/** The admin links of spec 001 §2.11 in its order, then the developer mailbox. */
const order = ['bulk-import', 'admin/users', 'admin/analytics', 'admin/settings', 'admin/mailbox'];

const byPath = new Map([...plannedAdminPages, ...builtAdminPages].map((page) => [page.path, page.title]));

export const adminLinks = order.flatMap((path) => {
  const title = byPath.get(path);
  return title ? [{ to: `/${path}`, title }] : [];
});
