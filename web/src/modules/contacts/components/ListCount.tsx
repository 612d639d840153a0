import { formatCompact, groupThousands } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ContactList } from '../hooks/useContactList';
import { contactTotalQuery } from '../queries';
import { type ContactFilters, hasActiveFilters } from '../utils/contact-filters';

/**
 * How many contacts the list has: all of them (or all of the viewer's own) from the server's
 * running totals; under any other filter, the rows reached so far, "+" while more pages wait.
 */
export function ListCount({ list, filters }: { list: ContactList; filters: ContactFilters }) {
  // Mine is one owner's total; any other filter is counted by the rows reached.
  const countable = !hasActiveFilters({ ...filters, mine: false });
  const total = useQuery({ ...contactTotalQuery(filters.mine ? 'me' : 'all'), enabled: countable });
  const known = countable && total.data !== undefined;
  const count = known ? total.data : list.rows;
  const text =
    list.isPending && !known
      ? 'Loading contacts…'
      : `${formatCompact(count)}${!known && list.hasNextPage ? '+' : ''} ${count === 1 ? 'contact' : 'contacts'}`;
  return (
    <p className="page__subtitle" aria-live="polite" title={known ? groupThousands(String(count)) : undefined}>
      {text}
    </p>
  );
}
