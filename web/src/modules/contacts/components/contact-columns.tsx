import type { Contact } from '@smartcrm/contracts';
import { createColumnHelper, rowSelectionFeature, tableFeatures } from '@tanstack/react-table';
import type { SortableColumn } from '../utils/contact-filters';
import { InterestBadge, LeadScore, StatusBadge } from './ContactBadges';
import { ContactNameLink } from './ContactNameLink';
import { FavoriteButton } from './FavoriteButton';
import { OwnerLabel } from './OwnerLabel';
import { RelativeTime } from './RelativeTime';
import { SelectAllLoaded } from './SelectAllLoaded';
import { TagChips } from './TagChips';

interface ContactColumnMeta {
  /** The server sort this column's header toggles. */
  sort?: SortableColumn;
  /** The CSS grid track: rows and the header share one template, so columns always line up. */
  width: string;
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
    meta: { width: '40px' },
  }),
  column.display({
    id: 'favorite',
    header: () => <span className="visually-hidden">Favourite</span>,
    cell: ({ row }) => <FavoriteButton contact={row.original} />,
    meta: { width: '36px' },
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => <ContactNameLink contact={row.original} />,
    meta: { sort: 'name', width: 'minmax(180px, 1.5fr)' },
  }),
  column.accessor('email', {
    header: 'Email',
    cell: ({ getValue }) => <span className="cell-text">{getValue()}</span>,
    meta: { width: 'minmax(160px, 1.3fr)' },
  }),
  column.accessor('company', {
    header: 'Company',
    cell: ({ getValue }) => <span className="cell-text">{getValue() ?? '—'}</span>,
    meta: { sort: 'company', width: 'minmax(120px, 1fr)' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    meta: { width: '92px' },
  }),
  column.accessor('interestLevel', {
    header: 'Interest',
    cell: ({ getValue }) => <InterestBadge level={getValue()} />,
    meta: { width: '84px' },
  }),
  column.accessor('tags', {
    header: 'Tags',
    cell: ({ getValue }) => <TagChips tags={getValue()} />,
    meta: { width: 'minmax(120px, 1fr)' },
  }),
  column.accessor('leadScore', {
    header: 'Score',
    cell: ({ getValue }) => <LeadScore score={getValue()} />,
    meta: { sort: 'leadScore', width: '76px', align: 'end' },
  }),
  column.accessor('lastContact', {
    header: 'Last contact',
    cell: ({ getValue }) => <RelativeTime iso={getValue()} empty="Never" />,
    meta: { sort: 'lastContact', width: '128px' },
  }),
  column.accessor('ownerId', {
    header: 'Owner',
    cell: ({ getValue }) => <OwnerLabel ownerId={getValue()} />,
    meta: { width: '88px' },
  }),
]);

/** One grid template for the header and every row. */
export const contactGridTemplate = contactColumns.map((c) => c.meta?.width ?? '1fr').join(' ');
