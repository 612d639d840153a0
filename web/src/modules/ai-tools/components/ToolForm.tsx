import { type AiToolDefinition, type ToolField, tones } from '@smartcrm/contracts';
import { useId } from 'react';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { DealPicker } from '../../tasks/components/DealPicker';
import { LinkedContactPicker } from '../../tasks/components/LinkedContactPicker';
import type { ToolFormValues } from '../utils/tool-form';

interface ToolFormProps {
  tool: AiToolDefinition;
  values: ToolFormValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

const labelOf = (field: ToolField) => (field.required ? field.label : `${field.label} (optional)`);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A tool's input form, drawn from the catalogue's field list (one form component for all 32 tools). */
export function ToolForm({ tool, values, errors, onChange }: ToolFormProps) {
  return (
    <div className="ai-tool-form">
      {tool.fields.map((field) => (
        <div key={field.key} className={field.kind === 'longtext' ? 'ai-tool-form__wide' : undefined}>
          <FieldInput field={field} values={values} onChange={onChange} error={errors[field.key]} />
          {errors[field.key] && field.kind !== 'text' && field.kind !== 'number' && (
            <p className="field__error">
              {field.label} {errors[field.key]}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}

type FieldInputProps = Omit<ToolFormProps, 'tool' | 'errors'> & { field: ToolField; error: string | undefined };

function FieldInput({ field, values, onChange, error }: FieldInputProps) {
  const id = useId();
  const value = values[field.key] ?? '';
  const set = (v: string) => onChange(field.key, v);
  switch (field.kind) {
    case 'contact':
      // The picker labels itself "Contact".
      return <LinkedContactPicker contactId={value} knownName={null} onChange={set} />;
    case 'deal':
      return <DealPicker dealId={value} dealTitle={null} contactId={values.contactId ?? ''} onChange={set} />;
    case 'tone':
      return (
        <SelectField
          label="Tone"
          value={value}
          onChange={set}
          options={tones.map((t) => ({ value: t, label: capitalise(t) }))}
        />
      );
    case 'select':
      return (
        <SelectField
          label={field.label}
          value={value}
          onChange={set}
          options={(field.options ?? []).map((o) => ({ value: o, label: capitalise(o) }))}
        />
      );
    case 'longtext':
      return (
        <div className="field">
          <label htmlFor={id} className="field__label">
            {labelOf(field)}
          </label>
          <textarea
            id={id}
            aria-invalid={error ? true : undefined}
            className="field__input ai-tool-form__textarea"
            rows={7}
            value={value}
            placeholder={field.placeholder}
            onChange={(event) => set(event.target.value)}
          />
        </div>
      );
    default:
      return (
        <TextField
          label={labelOf(field)}
          value={value}
          type={field.kind === 'number' ? 'number' : 'text'}
          placeholder={field.placeholder}
          error={error}
          onChange={set}
        />
      );
  }
}
