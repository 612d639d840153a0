import clsx from 'clsx';
import { initials } from '../../contacts/utils/initials';

/** A person's initials in a circle, with their presence dot when it is known. */
export function PersonAvatar({ name, online, size = 'md' }: { name: string; online?: boolean; size?: 'md' | 'xl' }) {
  return (
    <span className={clsx('call-avatar', `call-avatar--${size}`)} aria-hidden>
      {initials(name)}
      {online !== undefined && <span className={clsx('call-avatar__presence', online && 'is-online')} />}
    </span>
  );
}
