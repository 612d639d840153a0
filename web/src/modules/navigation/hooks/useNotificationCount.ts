/**
 * The badge figure: hot contacts + pending tasks + today's scheduled appointments (spec 000 §2).
 * Contacts, tasks and appointments arrive with the CRM capability; until then there is no figure
 * to show, so the badge stays hidden rather than showing an invented number.
 */
export function useNotificationCount(): number | null {
  return null;
}
