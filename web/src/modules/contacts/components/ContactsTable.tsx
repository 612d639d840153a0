import type { Contact } from '@smartcrm/contracts';
import { type RowSelectionState, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import type { ContactList } from '../hooks/useContactList';
import type { ContactFilters } from '../utils/contact-filters';
import { contactColumns, contactGridTemplate, contactRowHeight, contactTableFeatures } from './contact-columns';
import { ContactRow } from './ContactRow';
import { SkeletonRows } from './SkeletonRows';
import { type LoadedSelection, LoadedSelectionContext } from './SelectAllLoaded';
import { SortableHeader } from './SortableHeader';

/** Start loading the next page this many rows before the end. */
const prefetchRows = 40;
/** Table rows are built for the blocks of this many contacts that are on screen. */
const rowBlock = 200;

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
  const { contacts, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const virtualizer = useVirtualizer({
    count: contacts.length + (hasNextPage ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => contactRowHeight,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  // Rows are built for a block of contacts around the screen only: a table model over every
  // loaded contact is rebuilt with each page, and 100,000 rows down that stalls the page for
  // 300 ms. Blocks keep the rows (and their memoised renders) stable while scrolling within one.
  const firstIndex = Math.floor((items[0]?.index ?? 0) / rowBlock) * rowBlock;
  const endIndex = (Math.floor(lastIndex / rowBlock) + 1) * rowBlock;
  const onScreen = useMemo(() => contacts.slice(firstIndex, endIndex), [contacts, firstIndex, endIndex]);
  const table = useTable({
    features: contactTableFeatures,
    columns: contactColumns,
    data: onScreen,
    getRowId: (contact) => contact.id,
    state: { rowSelection },
    onRowSelectionChange,
    enableRowSelection: true,
  });
  const rows = table.getRowModel().rows;
  const selection = useLoadedSelection(contacts, rowSelection, onRowSelectionChange);

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= contacts.length - prefetchRows) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, contacts.length]);

  const gridStyle = { '--contact-columns': contactGridTemplate } as CSSProperties;
  return (
    <LoadedSelectionContext.Provider value={selection}>
      <div ref={scrollRef} className="contacts-table__scroller" style={gridStyle}>
        <table className="contacts-table" aria-rowcount={contacts.length + 1} aria-busy={list.isStale || undefined}>
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
                const row = rows[item.index - firstIndex];
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
    </LoadedSelectionContext.Provider>
  );
}

/** Select all / none over every loaded contact (the selection only ever holds loaded ones). */
function useLoadedSelection(
  contacts: Contact[],
  rowSelection: RowSelectionState,
  onRowSelectionChange: ContactsTableProps['onRowSelectionChange'],
): LoadedSelection {
  return useMemo(() => {
    const selected = Object.values(rowSelection).filter(Boolean).length;
    const all = contacts.length > 0 && selected >= contacts.length;
    return {
      all,
      some: selected > 0,
      toggle: () => onRowSelectionChange(all ? {} : Object.fromEntries(contacts.map((c) => [c.id, true]))),
    };
  }, [contacts, rowSelection, onRowSelectionChange]);
}
