import { formatCompact } from '@smartcrm/contracts';
import { initials, unknownContact } from '../utils/links';

/** A contact's initials in a circle; a missing contact reads Unknown Contact, UC. */
export function Avatar({ name }: { name: string | null }) {
  return (
    <span className="analytics-avatar" title={name ?? unknownContact} aria-hidden>
      {initials(name)}
    </span>
  );
}

/** The first contacts as overlapping avatars and "+N" for the rest. */
export function AvatarStack({ contacts, more }: { contacts: { name: string | null }[]; more: number }) {
  const names = contacts.map((c) => c.name ?? unknownContact).join(', ');
  return (
    <span className="avatar-stack" role="img" aria-label={`${names}${more ? ` and ${more} more` : ''}`}>
      {contacts.map((c, i) => (
        // Contacts may repeat as Unknown Contact; their order is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Avatar key={i} name={c.name} />
      ))}
      {more > 0 && <span className="analytics-avatar analytics-avatar--more">+{formatCompact(more)}</span>}
    </span>
  );
}
