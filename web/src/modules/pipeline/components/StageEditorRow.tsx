import type { StageKind } from '@smartcrm/contracts';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { EditableStage } from '../utils/stage-drafts';

interface StageEditorRowProps {
  stage: EditableStage;
  kind: StageKind;
  first: boolean;
  last: boolean;
  canRemove: boolean;
  onChange: (changes: Partial<EditableStage>) => void;
  onMove: (by: -1 | 1) => void;
}

/** One stage in the editor: order buttons, name, default probability, kind, remove. */
export function StageEditorRow({ stage, kind, first, last, canRemove, onChange, onMove }: StageEditorRowProps) {
  const closed = kind !== 'open';
  return (
    <li className="stage-editor__row">
      <div className="stage-editor__order">
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${stage.name} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden size={14} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${stage.name} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden size={14} />
        </button>
      </div>
      <input
        className="field__input"
        aria-label="Stage name"
        value={stage.name}
        onChange={(e) => onChange({ name: e.target.value, ...(stage.kindChosen ? {} : { kind: undefined }) })}
      />
      <input
        className="field__input stage-editor__probability"
        aria-label={`Default probability of ${stage.name} (%)`}
        inputMode="numeric"
        disabled={closed}
        value={closed ? (kind === 'won' ? '100' : '0') : stage.defaultProbability}
        onChange={(e) => onChange({ defaultProbability: e.target.value })}
      />
      <select
        className="field__input field__select"
        aria-label={`Kind of ${stage.name}`}
        value={kind}
        onChange={(e) => onChange({ kind: e.target.value as StageKind, kindChosen: true })}
      >
        <option value="open">Open</option>
        <option value="won">Won</option>
        <option value="lost">Lost</option>
      </select>
      <button
        type="button"
        className="icon-button"
        aria-label={`Remove ${stage.name}${stage.dealCount ? ` (${stage.dealCount} deals)` : ''}`}
        disabled={!canRemove}
        onClick={() => onChange({ removed: true })}
      >
        <Trash2 aria-hidden size={14} />
      </button>
    </li>
  );
}
