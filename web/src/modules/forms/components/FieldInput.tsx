import type { PublicForm, SubmittedValue } from '@smartcrm/contracts';

type Field = PublicForm['fields'][number];

const inputTypes = { text: 'text', email: 'email', phone: 'tel', number: 'number', date: 'date' } as const;

interface FieldInputProps {
  field: Field;
  value: SubmittedValue | undefined;
  onChange: (value: SubmittedValue) => void;
}

/** One visitor-facing field of a form, by kind; labels and texts render as text, never markup. */
export function FieldInput({ field, value, onChange }: FieldInputProps) {
  const id = `form-field-${field.key}`;
  const label = `${field.label}${field.required ? ' *' : ''}`;
  if (field.kind === 'consent') {
    return (
      <label className="hosted-form__consent">
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <span>{field.consentText}</span>
      </label>
    );
  }
  if (field.kind === 'multi_select') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="hosted-form__choices">
        <legend>{label}</legend>
        {field.options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))}
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {field.kind === 'select' ? (
        <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose…</option>
          {field.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : field.kind === 'long_text' ? (
        <textarea
          id={id}
          rows={4}
          maxLength={5000}
          placeholder={field.placeholder}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          type={inputTypes[field.kind as keyof typeof inputTypes] ?? 'text'}
          placeholder={field.placeholder}
          value={typeof value === 'string' || typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
