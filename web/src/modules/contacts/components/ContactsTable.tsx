import type { Contact } from '@smartcrm/contracts';
import { type RowSelectionState, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useEffect, useRef } from 'react';
import type { ContactList } from '../hooks/useContactList';
import type { ContactFilters } from '../utils/contact-filters';
import { contactColumns, contactGridTemplate, contactRowHeight, contactTableFeatures } from './contact-columns';
import { ContactRow } from './ContactRow';
import { SkeletonRows } from './SkeletonRows';
import { SortableHeader } from './SortableHeader';

/** Start loading the next page this many rows before the end. */
const prefetchRows = 40;

interface ContactsTableProps {
  list: ContactList;
  sort: ContactFilters['sort'];
  onSort: (sort: ContactFilters['sort']) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: RowSelectionState | ((old: RowSelectionState) => RowSelectionState)) => void;
  onOpen: (contact: Contact) => void;
}

export function ContactsTable({ list, sort, onSort, rowSelection, onRowSelectionChange, onOpen }: ContactsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const table = useTable({
    features: contactTableFeatures,
    columns: contactColumns,
    data: list.contacts,
    getRowId: (contact) => contact.id,
    state: { rowSelection },
    onRowSelectionChange,
    enableRowSelection: true,
  });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length + (list.hasNextPage ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => contactRowHeight,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - prefetchRows) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, rows.length]);

  const gridStyle = { '--contact-columns': contactGridTemplate } as CSSProperties;
  return (
    <div ref={scrollRef} className="contacts-table__scroller" style={gridStyle}>
      <table className="contacts-table" aria-rowcount={rows.length + 1} aria-busy={list.isStale || undefined}>
        <thead className="contacts-table__head">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="contacts-table__row" aria-rowindex={1}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} sort={sort} onSort={onSort}>
                  <table.FlexRender header={header} />
                </SortableHeader>
              ))}
            </tr>
          ))}
        </thead>
        {list.isPending ? (
          <SkeletonRows columns={contactColumns.length} rowHeight={contactRowHeight} />
        ) : (
          <tbody className="contacts-table__body" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              return row ? (
                <ContactRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  start={item.start}
                  selected={row.getIsSelected()}
                  onOpen={onOpen}
                />
              ) : (
                <tr
                  key="loader"
                  className="contacts-table__row contacts-table__row--loader"
                  style={{ transform: `translateY(${item.start}px)`, height: contactRowHeight }}
                >
                  <td>Loading more contacts…</td>
                </tr>
              );
            })}
          </tbody>
        )}
      </table>
    </div>
  );
}
