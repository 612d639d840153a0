import type { Contact } from '@smartcrm/contracts';
import { FlexRender, type Row } from '@tanstack/react-table';
import { memo } from 'react';
import { contactRowHeight, type contactTableFeatures } from './contact-columns';

interface ContactRowProps {
  row: Row<typeof contactTableFeatures, Contact>;
  index: number;
  start: number;
  /** Passed so a memoised row re-renders when only its selection changes. */
  selected: boolean;
  onOpen: (contact: Contact) => void;
}

/** One virtual row; memoised, so scrolling renders only the rows that come into view. */
export const ContactRow = memo(function ContactRow({ row, index, start, selected, onOpen }: ContactRowProps) {
  return (
    <tr
      className="contacts-table__row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      style={{ transform: `translateY(${start}px)`, height: contactRowHeight }}
      onClick={() => onOpen(row.original)}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={cell.column.columnDef.meta?.align === 'end' ? 'cell--end' : undefined}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
});
