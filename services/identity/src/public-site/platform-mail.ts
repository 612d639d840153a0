/**
 * The mail outbox keeps each mail under a workspace (row-level security). Mail of the public
 * site (newsletter confirmations, contact form notices) belongs to no workspace: it is kept
 * under this reserved id, which no tenant ever has (tenant ids are random v4 uuids).
 */
export const platformMailTenant = '00000000-0000-0000-0000-000000000000';
