import clsx from 'clsx';
import { LayoutGrid, Table2 } from 'lucide-react';
import type { ContactsView } from '../hooks/useContactsView';

const views = [
  { view: 'table', label: 'Table', icon: Table2 },
  { view: 'cards', label: 'Cards', icon: LayoutGrid },
] as const;

export function ViewSwitch({ view, onChange }: { view: ContactsView; onChange: (view: ContactsView) => void }) {
  return (
    <fieldset className="segmented" aria-label="View">
      {views.map(({ view: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          className={clsx('segmented__option', view === option && 'segmented__option--on')}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          <Icon aria-hidden size={14} />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
