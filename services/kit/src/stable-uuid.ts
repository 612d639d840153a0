import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) that is the same for the same parts: the id of something made once per
 * fact, however often the fact is delivered (a timeline entry per message and contact, a mail per
 * event and recipient), so a second write of it is a conflict, not a copy.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
