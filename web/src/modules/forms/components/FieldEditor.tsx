import { type FormField, type FormTarget, formContactTargets } from '@smartcrm/contracts';
import { Button } from '../../../ui/Button';
import { ConditionEditor } from './ConditionEditor';

export const kindLabels: Record<FormField['kind'], string> = {
  text: 'Text',
  long_text: 'Long text',
  email: 'Email',
  phone: 'Phone',
  number: 'Number',
  select: 'Select',
  multi_select: 'Multi-select',
  date: 'Date',
  consent: 'Consent checkbox',
  hidden: 'Hidden (from the page address)',
};

const targets: FormTarget[] = [...formContactTargets, 'custom', 'none'];
const targetLabel = (target: FormTarget) =>
  target === 'custom' ? 'A custom field' : target === 'none' ? 'Only the submission' : `Contact: ${target}`;

interface FieldEditorProps {
  field: FormField;
  index: number;
  count: number;
  steps: string[];
  /** The fields above this one, which a condition may read. */
  earlier: FormField[];
  onChange: (field: FormField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of the builder: what it asks, where its value goes, whether it is required, its step. */
export function FieldEditor({ field, index, count, steps, earlier, onChange, onMove, onRemove }: FieldEditorProps) {
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch });
  const name = `Field ${index + 1}`;
  return (
    <fieldset className="form-builder__field" aria-label={name}>
      <legend>
        {name}: {kindLabels[field.kind]}
      </legend>
      <label className="field">
        <span>Label</span>
        <input value={field.label} onChange={(e) => set({ label: e.target.value })} />
      </label>
      <label className="field">
        <span>Key</span>
        <input value={field.key} onChange={(e) => set({ key: e.target.value })} />
      </label>
      <label className="field">
        <span>Maps to</span>
        <select value={field.mapsTo} onChange={(e) => set({ mapsTo: e.target.value as FormTarget })}>
          {targets.map((target) => (
            <option key={target} value={target}>
              {targetLabel(target)}
            </option>
          ))}
        </select>
      </label>
      {field.mapsTo === 'custom' && (
        <label className="field">
          <span>Custom field name</span>
          <input value={field.customName ?? ''} onChange={(e) => set({ customName: e.target.value })} />
        </label>
      )}
      {(field.kind === 'select' || field.kind === 'multi_select') && (
        <label className="field">
          <span>Options (comma separated)</span>
          <input
            value={field.options.join(', ')}
            onChange={(e) => set({ options: e.target.value.split(',').map((o) => o.trim()) })}
            onBlur={() => set({ options: field.options.filter(Boolean) })}
          />
        </label>
      )}
      {field.kind === 'consent' && (
        <label className="field">
          <span>Consent text</span>
          <textarea value={field.consentText} onChange={(e) => set({ consentText: e.target.value })} />
        </label>
      )}
      {field.kind === 'hidden' && (
        <label className="field">
          <span>Query parameter</span>
          <input value={field.param ?? ''} onChange={(e) => set({ param: e.target.value })} />
        </label>
      )}
      {steps.length > 1 && (
        <label className="field">
          <span>Step</span>
          <select value={field.step} onChange={(e) => set({ step: Number(e.target.value) })}>
            {steps.map((title, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position
              <option key={i} value={i}>
                {i + 1}. {title}
              </option>
            ))}
          </select>
        </label>
      )}
      <ConditionEditor field={field} earlier={earlier} onChange={(showIf) => set({ showIf })} />
      <div className="form-builder__field-actions">
        <label>
          <input type="checkbox" checked={field.required} onChange={(e) => set({ required: e.target.checked })} />{' '}
          Required
        </label>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-label={`Move ${name} up`}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          aria-label={`Move ${name} down`}
        >
          ↓
        </Button>
        <Button size="sm" variant="danger" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
