import clsx from 'clsx';
import { Columns3, List } from 'lucide-react';
import type { PipelineView } from '../hooks/usePipelineParams';

const views = [
  { view: 'board', label: 'Board', icon: Columns3 },
  { view: 'list', label: 'List', icon: List },
] as const;

/** Board or list: two toggle buttons, the pressed one showing which is on. */
export function PipelineViewSwitch({ view, onChange }: { view: PipelineView; onChange: (view: PipelineView) => void }) {
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">View</legend>
      {views.map(({ view: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          className={clsx('view-switch__option', view === option && 'view-switch__option--on')}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          <Icon aria-hidden size={16} /> {label}
        </button>
      ))}
    </fieldset>
  );
}
