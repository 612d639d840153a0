import type { Contact } from '@smartcrm/contracts';
import { type ColumnDef, createColumnHelper, rowSelectionFeature, tableFeatures } from '@tanstack/react-table';
import type { SortableColumn } from '../utils/contact-filters';
import { type FitMeta, fitColumns } from '../utils/fit-columns';
import { InterestBadge, LeadScore, StatusBadge } from './ContactBadges';
import { ContactNameLink } from './ContactNameLink';
import { FavoriteButton } from './FavoriteButton';
import { OwnerLabel } from './OwnerLabel';
import { RelativeTime } from './RelativeTime';
import { SelectAllLoaded } from './SelectAllLoaded';
import { TagChips } from './TagChips';

interface ContactColumnMeta extends FitMeta {
  /** The server sort this column's header toggles. */
  sort?: SortableColumn;
  /** The share of the spare width the column takes (a fixed width without one). */
  grow?: number;
  align?: 'end';
}

/** Fixed, so the virtualiser never measures and 100,000 rows scroll as smoothly as 100. */
export const contactRowHeight = 52;

export const contactTableFeatures = tableFeatures({ rowSelectionFeature, columnMeta: {} as ContactColumnMeta });
const column = createColumnHelper<typeof contactTableFeatures, Contact>();

export const contactColumns = column.columns([
  column.display({
    id: 'select',
    header: () => <SelectAllLoaded />,
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="checkbox"
        aria-label={`Select ${row.original.name}`}
        checked={row.getIsSelected()}
        onClick={(event) => event.stopPropagation()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
    meta: { minWidth: 40 },
  }),
  column.display({
    id: 'favorite',
    header: () => <span className="visually-hidden">Favourite</span>,
    cell: ({ row }) => <FavoriteButton contact={row.original} />,
    meta: { minWidth: 36 },
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => <ContactNameLink contact={row.original} />,
    meta: { sort: 'name', minWidth: 180, grow: 1.5 },
  }),
  column.accessor('email', {
    header: 'Email',
    cell: ({ getValue }) => <span className="cell-text">{getValue()}</span>,
    meta: { minWidth: 160, grow: 1.3, dropOrder: 6 },
  }),
  column.accessor('company', {
    header: 'Company',
    cell: ({ getValue }) => <span className="cell-text">{getValue() ?? '—'}</span>,
    meta: { sort: 'company', minWidth: 120, grow: 1, dropOrder: 7 },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    meta: { minWidth: 92 },
  }),
  column.accessor('interestLevel', {
    header: 'Interest',
    cell: ({ getValue }) => <InterestBadge level={getValue()} />,
    meta: { minWidth: 84, dropOrder: 2 },
  }),
  column.accessor('tags', {
    header: 'Tags',
    cell: ({ getValue }) => <TagChips tags={getValue()} />,
    meta: { minWidth: 120, grow: 1, dropOrder: 3 },
  }),
  column.accessor('leadScore', {
    header: 'Score',
    cell: ({ getValue }) => <LeadScore score={getValue()} />,
    meta: { sort: 'leadScore', minWidth: 76, align: 'end', dropOrder: 4 },
  }),
  column.accessor('lastContact', {
    header: 'Last contact',
    cell: ({ getValue }) => <RelativeTime iso={getValue()} empty="Never" />,
    meta: { sort: 'lastContact', minWidth: 128, dropOrder: 5 },
  }),
  column.accessor('ownerId', {
    header: 'Owner',
    cell: ({ getValue }) => <OwnerLabel ownerId={getValue()} />,
    meta: { minWidth: 88, dropOrder: 1 },
  }),
]);

// Each column's value type differs; the table takes them all.
type ContactColumn = ColumnDef<typeof contactTableFeatures, Contact, any>;
const metaOf = (column: ContactColumn): ContactColumnMeta => column.meta ?? { minWidth: 100 };

/**
 * The columns that fit `width` px (every one while it is unknown, 0) and their grid template, one
 * for the header and every row so columns always line up. Least needed go first: owner, interest,
 * tags, score, last contact, email, company; name, status and the row's controls stay.
 */
export function fittingContactColumns(width: number) {
  const columns: ContactColumn[] = width ? fitColumns<ContactColumn>(contactColumns, metaOf, width) : contactColumns;
  const tracks = columns.map((column) => {
    const { minWidth, grow } = metaOf(column);
    return grow ? `minmax(${minWidth}px, ${grow}fr)` : `${minWidth}px`;
  });
  return { columns, template: tracks.join(' ') };
}
