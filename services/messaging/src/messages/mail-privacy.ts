import type { MailPrivacy } from '@smartcrm/contracts';

/**
 * What of a message leaves the service under its mailbox's privacy: all of it, all but the body,
 * or nothing (null). Applied where the event is built, so a withheld body never reaches NATS.
 */
export function sharedUnder<T extends { text: string }>(
  privacy: MailPrivacy,
  message: T,
): (T & { bodyShared: boolean }) | null {
  switch (privacy) {
    case 'full':
      return { ...message, bodyShared: true };
    case 'metadata':
      return { ...message, text: '', bodyShared: false };
    case 'none':
      return null;
  }
}
