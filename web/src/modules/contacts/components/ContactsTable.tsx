import type { Contact } from '@smartcrm/contracts';
import { type RowSelectionState, type Updater, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useMemo, useRef } from 'react';
import type { ContactList } from '../hooks/useContactList';
import { useElementWidth } from '../hooks/useElementWidth';
import { useLoadAround } from '../hooks/useLoadAround';
import type { ContactFilters } from '../utils/contact-filters';
import { contactRowHeight, contactTableFeatures, fittingContactColumns } from './contact-columns';
import { ContactRow } from './ContactRow';
import { OwnersProvider } from './OwnerLabel';
import { SkeletonRows } from './SkeletonRows';
import { type LoadedSelection, LoadedSelectionContext } from './SelectAllLoaded';
import { SortableHeader } from './SortableHeader';
import { useFitToViewport } from '../hooks/useFitToViewport';

/** Start loading the next page this many rows before the end. */
const prefetchRows = 40;
/** Table rows are built for the blocks of this many contacts that are on screen. */
const rowBlock = 200;

interface ContactsTableProps {
  list: ContactList;
  sort: ContactFilters['sort'];
  onSort: (sort: ContactFilters['sort']) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  onOpen: (contact: Contact) => void;
}

export function ContactsTable({ list, sort, onSort, rowSelection, onRowSelectionChange, onOpen }: ContactsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useFitToViewport(scrollRef);
  // Row numbers count from the list's top: the rows outside the loaded window keep their places.
  const { contacts, offset, rows: listRows, hasNextPage } = list;
  const virtualizer = useVirtualizer({
    count: listRows + (hasNextPage ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => contactRowHeight,
    // Rows built off screen on each side. A jump down the list builds every row anew: with 10 a
    // side (33 rows, ~640 elements a frame) a 15,000-row scroll had 75–94 tasks over 50 ms, with 3
    // a side 13–20, and still 150 px of rows ready for a wheel's next step.
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const topIndex = items[0]?.index ?? 0;
  const lastIndex = items.at(-1)?.index ?? 0;
  // Rows are built for a block of contacts around the screen only: a table model over every
  // loaded contact is rebuilt with each page, and 100,000 rows down that stalls the page for
  // 300 ms. Blocks keep the rows (and their memoised renders) stable while scrolling within one.
  const firstIndex = Math.max(offset, Math.floor(topIndex / rowBlock) * rowBlock);
  const endIndex = (Math.floor(lastIndex / rowBlock) + 1) * rowBlock;
  const onScreen = useMemo(
    () => contacts.slice(firstIndex - offset, endIndex - offset),
    [contacts, offset, firstIndex, endIndex],
  );
  const width = useElementWidth(scrollRef);
  const { columns, template } = useMemo(() => fittingContactColumns(width), [width]);
  const table = useTable({
    features: contactTableFeatures,
    columns,
    data: onScreen,
    getRowId: (contact) => contact.id,
    state: { rowSelection },
    onRowSelectionChange,
    enableRowSelection: true,
  });
  const rows = table.getRowModel().rows;
  const selection = useLoadedSelection(contacts, rowSelection, onRowSelectionChange);

  useLoadAround(list, topIndex - prefetchRows, lastIndex + prefetchRows);

  const gridStyle = { '--contact-columns': template } as CSSProperties;
  return (
    <LoadedSelectionContext.Provider value={selection}>
      <OwnersProvider>
        <div ref={scrollRef} className="contacts-table__scroller" style={gridStyle}>
          <table className="contacts-table" aria-rowcount={listRows + 1} aria-busy={list.isStale || undefined}>
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
              <SkeletonRows columns={columns.length} rowHeight={contactRowHeight} />
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
                      key={`loader-${item.index}`}
                      className="contacts-table__row contacts-table__row--loader"
                      style={{ transform: `translateY(${item.start}px)`, height: contactRowHeight }}
                    >
                      <td>Loading {item.index < offset ? 'earlier' : 'more'} contacts…</td>
                    </tr>
                  );
                })}
              </tbody>
            )}
          </table>
        </div>
      </OwnersProvider>
    </LoadedSelectionContext.Provider>
  );
}

/**
 * Select all / none over the loaded contacts: "all" adds every loaded one to the selection (which
 * may hold contacts of pages dropped since), "none" clears it.
 */
function useLoadedSelection(
  contacts: Contact[],
  rowSelection: RowSelectionState,
  onRowSelectionChange: ContactsTableProps['onRowSelectionChange'],
): LoadedSelection {
  return useMemo(() => {
    const some = Object.values(rowSelection).some(Boolean);
    const all = some && contacts.length > 0 && contacts.every((contact) => rowSelection[contact.id]);
    return {
      all,
      some,
      toggle: () =>
        onRowSelectionChange((old) =>
          all ? {} : { ...old, ...Object.fromEntries(contacts.map((contact) => [contact.id, true])) },
        ),
    };
  }, [contacts, rowSelection, onRowSelectionChange]);
}
