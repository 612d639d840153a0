import type { Header } from '@tanstack/react-table';
import clsx from 'clsx';
import type { Contact } from '@smartcrm/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ContactFilters, nextSort, sortDirection } from '../utils/contact-filters';
import type { contactTableFeatures } from './contact-columns';

interface SortableHeaderProps {
  header: Header<typeof contactTableFeatures, Contact, unknown>;
  sort: ContactFilters['sort'];
  onSort: (sort: ContactFilters['sort']) => void;
  children: ReactNode;
}

/** A column header; sortable ones are buttons that sort on the server, with aria-sort. */
export function SortableHeader({ header, sort, onSort, children }: SortableHeaderProps) {
  const meta = header.column.columnDef.meta;
  const column = meta?.sort;
  const direction = column ? sortDirection(sort, column) : 'none';
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={column ? direction : undefined} className={clsx(meta?.align === 'end' && 'cell--end')}>
      {column ? (
        <button type="button" className="sort-button" onClick={() => onSort(nextSort(sort, column))}>
          {children}
          <Icon
            aria-hidden
            size={14}
            className={clsx('sort-button__icon', direction !== 'none' && 'sort-button__icon--on')}
          />
        </button>
      ) : (
        children
      )}
    </th>
  );
}
