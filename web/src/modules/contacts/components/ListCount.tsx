import type { ContactList } from '../hooks/useContactList';
import { formatCount } from '../utils/format-count';

/** How many rows the list has reached; "+" while more pages wait on the server. */
export function ListCount({ list }: { list: ContactList }) {
  const count = list.rows;
  const text = list.isPending
    ? 'Loading contacts…'
    : `${formatCount(count)}${list.hasNextPage ? '+' : ''} ${count === 1 ? 'contact' : 'contacts'}`;
  return (
    <p className="page__subtitle" aria-live="polite">
      {text}
    </p>
  );
}
