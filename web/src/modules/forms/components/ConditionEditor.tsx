import type { FormField } from '@smartcrm/contracts';

interface ConditionEditorProps {
  field: FormField;
  /** The fields above this one: a condition reads a choice made before it. */
  earlier: FormField[];
  onChange: (showIf: FormField['showIf']) => void;
}

/** "Show only when": an earlier choice field and the options of it that show this field. */
export function ConditionEditor({ field, earlier, onChange }: ConditionEditorProps) {
  const choices = earlier.filter((f) => (f.kind === 'select' || f.kind === 'multi_select') && f.step <= field.step);
  if (choices.length === 0 || field.mapsTo === 'email') return null;
  const source = choices.find((f) => f.key === field.showIf?.field);
  const chosen = field.showIf?.anyOf ?? [];
  const toggle = (option: string, on: boolean) => {
    const anyOf = on ? [...chosen, option] : chosen.filter((o) => o !== option);
    onChange({ field: source!.key, anyOf });
  };
  return (
    <div className="form-builder__condition">
      <label className="field">
        <span>Show only when</span>
        <select
          value={source?.key ?? ''}
          onChange={(e) => onChange(e.target.value ? { field: e.target.value, anyOf: [] } : undefined)}
        >
          <option value="">Always shown</option>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label} is…
            </option>
          ))}
        </select>
      </label>
      {source && (
        <fieldset className="form-builder__condition-options">
          <legend>Options that show it</legend>
          {source.options.map((option) => (
            <label key={option}>
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(e) => toggle(option, e.target.checked)}
              />{' '}
              {option}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
