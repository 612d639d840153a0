import { contactStatuses, interestLevels } from '@smartcrm/contracts';
import { Star, UserRound } from 'lucide-react';
import type { ContactsView } from '../hooks/useContactsView';
import { type ContactFilters, emptyFilters, hasActiveFilters } from '../utils/contact-filters';
import { interestLabel, statusLabel } from './ContactBadges';
import { MultiSelectFilter } from './MultiSelectFilter';
import { SearchBox } from './SearchBox';
import { TagFilter } from './TagFilter';
import { ToggleChip } from './ToggleChip';
import { ViewSwitch } from './ViewSwitch';

interface ContactsToolbarProps {
  filters: ContactFilters;
  onFiltersChange: (change: Partial<ContactFilters>) => void;
  view: ContactsView;
  onViewChange: (view: ContactsView) => void;
}

export function ContactsToolbar({ filters, onFiltersChange, view, onViewChange }: ContactsToolbarProps) {
  const { sort: _sort, ...cleared } = emptyFilters;
  return (
    <div className="contacts-toolbar">
      <SearchBox value={filters.search} onChange={(search) => onFiltersChange({ search })} />
      <div className="contacts-toolbar__filters">
        <MultiSelectFilter
          label="Status"
          options={contactStatuses}
          optionLabel={statusLabel}
          selected={filters.status}
          onChange={(status) => onFiltersChange({ status })}
        />
        <MultiSelectFilter
          label="Interest"
          options={interestLevels}
          optionLabel={interestLabel}
          selected={filters.interest}
          onChange={(interest) => onFiltersChange({ interest })}
        />
        <TagFilter tags={filters.tag} onChange={(tag) => onFiltersChange({ tag })} />
        <ToggleChip
          icon={Star}
          fill
          label="Favourites"
          pressed={filters.favorite}
          onChange={(favorite) => onFiltersChange({ favorite })}
        />
        <ToggleChip
          icon={UserRound}
          label="Mine"
          pressed={filters.mine}
          onChange={(mine) => onFiltersChange({ mine })}
        />
        {hasActiveFilters(filters) && (
          <button type="button" className="link-button" onClick={() => onFiltersChange(cleared)}>
            Clear filters
          </button>
        )}
      </div>
      <ViewSwitch view={view} onChange={onViewChange} />
    </div>
  );
}
