import { formatCompact } from '@smartcrm/contracts';
import type { ContactList } from '../hooks/useContactList';

/** How many rows the list has reached; "+" while more pages wait on the server. */
export function ListCount({ list }: { list: ContactList }) {
  const count = list.rows;
  const text = list.isPending
    ? 'Loading contacts…'
    : `${formatCompact(count)}${list.hasNextPage ? '+' : ''} ${count === 1 ? 'contact' : 'contacts'}`;
  return (
    <p className="page__subtitle" aria-live="polite">
      {text}
    </p>
  );
}
