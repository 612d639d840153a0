/** The admin links of spec 001 §2.11 in its order, then the developer mailbox. */
export const adminLinks = [
  { to: '/bulk-import', title: 'Bulk Import' },
  { to: '/admin/users', title: 'User Management' },
  { to: '/admin/analytics', title: 'System Analytics' },
  { to: '/admin/settings', title: 'Admin Settings' },
  { to: '/admin/mailbox', title: 'Mailbox' },
];

/** Platform operators also read what the public site collects. */
export const operatorAdminLinks = [
  { to: '/admin/inbox', title: 'Contact Inbox' },
  { to: '/admin/newsletter', title: 'Newsletter' },
];
