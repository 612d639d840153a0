import type { SavedView, ViewScope } from '@smartcrm/contracts';
import clsx from 'clsx';
import { BookmarkPlus, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { useSavedViews } from '../hooks/useSavedViews';
import { viewQueryOf } from '../utils/view-query';
import { SavedViewMenu } from './SavedViewMenu';
import { SaveViewDialog, type ViewDraft } from './SaveViewDialog';
import '../saved-views.css';

interface Props {
  scope: ViewScope;
  /** URL parameters that name an open record rather than the view (kept out of saved views). */
  transient?: readonly string[];
  label: string;
  /** The query of the screen with no view chosen (what "All" shows). */
  base?: string;
}

/** The saved views of a screen as tabs above it: all, the user's own and shared ones, and Save view. */
export function SavedViewsBar({ scope, transient = [], label, base = '' }: Props) {
  const state = useSavedViews(scope, transient);
  const all = state.current === viewQueryOf(base);
  const [dialog, setDialog] = useState<{ editing?: SavedView } | null>(null);
  const save = (draft: ViewDraft) => {
    const done = { onSuccess: () => setDialog(null) };
    if (dialog?.editing)
      state.update.mutate({ id: dialog.editing.id, version: dialog.editing.version, ...draft }, done);
    else state.create.mutate({ scope, query: state.current, ...draft }, done);
  };

  return (
    <nav className="saved-views" aria-label={`Saved views of ${label}`}>
      <button
        type="button"
        className={clsx('saved-views__tab', all && 'saved-views__tab--active')}
        aria-current={all ? 'true' : undefined}
        onClick={() => state.apply(base)}
      >
        All {label}
      </button>
      {state.views.map((view) => (
        <span
          key={view.id}
          className={clsx('saved-views__tab', state.active?.id === view.id && 'saved-views__tab--active')}
        >
          <button
            type="button"
            className="saved-views__name"
            aria-current={state.active?.id === view.id ? 'true' : undefined}
            onClick={() => state.apply(view.query)}
          >
            {view.isDefault && <Star aria-label="Your default" size={12} />}
            {view.name}
            {view.shared && <Users aria-label="Shared" size={12} />}
          </button>
          <SavedViewMenu
            view={view}
            onEdit={() => setDialog({ editing: view })}
            onOverwrite={() =>
              state.update.mutate(
                { id: view.id, version: view.version, query: state.current },
                { onSuccess: () => toast.success(`Saved into ${view.name}`) },
              )
            }
            onToggleDefault={() =>
              state.update.mutate({ id: view.id, version: view.version, isDefault: !view.isDefault })
            }
            onDelete={() => state.remove.mutate(view.id, { onSuccess: () => toast.success(`Deleted ${view.name}`) })}
          />
        </span>
      ))}
      <Button size="sm" variant="ghost" onClick={() => setDialog({})} disabled={Boolean(state.active) || all}>
        <BookmarkPlus aria-hidden size={14} /> Save view
      </Button>
      {dialog && (
        <SaveViewDialog
          editing={dialog.editing}
          busy={state.create.isPending || state.update.isPending}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      )}
    </nav>
  );
}
