import * as Tooltip from '@radix-ui/react-tooltip';
import type { Contact } from '@smartcrm/contracts';
import { Copy, Plus, Upload } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ExportButton } from '../../data-export/components/ExportButton';
import { SavedViewsBar } from '../../saved-views/components/SavedViewsBar';
import { useContactFilters } from '../hooks/useContactFilters';
import { useContactList } from '../hooks/useContactList';
import { useContactRealtime } from '../hooks/useContactRealtime';
import { useContactSelection } from '../hooks/useContactSelection';
import { useContactsView } from '../hooks/useContactsView';
import { listQueryFrom } from '../utils/contact-filters';
import { BulkActionsBar } from './BulkActionsBar';
import { SmartBulkAnalysisCard } from '../../ai-hub/components/SmartBulkAnalysisCard';
import { ContactCards } from './ContactCards';
import { ContactsEmptyState } from './ContactsEmptyState';
import { ContactsTable } from './ContactsTable';
import { ContactsToolbar } from './ContactsToolbar';
import { ListCount } from './ListCount';
import { ListError } from './ListError';

/** /contacts: the filtered list as a table or cards; the contact modal opens over it (child routes). */
export function ContactsPage() {
  const [filters, setFilters] = useContactFilters();
  const [view, setView] = useContactsView();
  const list = useContactList(filters);
  const navigate = useNavigate();
  const { search } = useLocation();
  useContactRealtime();

  const queryKey = JSON.stringify(listQueryFrom(filters));
  const { rowSelection, onRowSelectionChange, selected, clear } = useContactSelection(list.contacts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter or sort starts a new selection
  useEffect(clear, [queryKey]);

  const open = useCallback(
    (contact: Contact, mode: 'view' | 'edit' = 'view') =>
      navigate({ pathname: `/contacts/${contact.id}${mode === 'edit' ? '/edit' : ''}`, search }),
    [navigate, search],
  );
  const empty = !list.isPending && !list.isError && list.contacts.length === 0;

  return (
    <Tooltip.Provider delayDuration={300}>
      <section className="page page--wide contacts-page" aria-labelledby="page-title">
        <header className="page__header">
          <div>
            <h1 id="page-title" className="page__title">
              Contacts
            </h1>
            <ListCount list={list} filters={filters} />
          </div>
          <div className="page__actions">
            <ExportButton kind="contacts" query={listQueryFrom(filters)} />
            <Link to="/contacts/duplicates" className="button button--secondary">
              <Copy aria-hidden size={16} />
              Duplicates
            </Link>
            <Link to="/contacts/import" className="button button--secondary">
              <Upload aria-hidden size={16} />
              Import
            </Link>
            <Link to={{ pathname: '/contacts/new', search }} className="button button--primary">
              <Plus aria-hidden size={16} />
              Add Lead
            </Link>
          </div>
        </header>
        <SavedViewsBar scope="contacts" label="contacts" />
        <div className="contacts-toolbar-slot">
          <ContactsToolbar filters={filters} onFiltersChange={setFilters} view={view} onViewChange={setView} />
          {view === 'table' && selected.length > 0 && <BulkActionsBar selected={selected} onDone={clear} />}
        </div>
        {/* Outside the toolbar's slot: the bulk bar covers the whole slot. */}
        {view === 'table' && selected.length > 1 && (
          <SmartBulkAnalysisCard contactIds={selected.map((contact) => contact.id)} />
        )}
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : empty ? (
          <ContactsEmptyState />
        ) : view === 'table' ? (
          <ContactsTable
            key={queryKey}
            list={list}
            sort={filters.sort}
            onSort={(sort) => setFilters({ sort })}
            rowSelection={rowSelection}
            onRowSelectionChange={onRowSelectionChange}
            onOpen={open}
          />
        ) : (
          <ContactCards
            key={queryKey}
            list={list}
            onOpen={(contact) => open(contact)}
            onEdit={(contact) => open(contact, 'edit')}
          />
        )}
      </section>
      <Outlet />
    </Tooltip.Provider>
  );
}
