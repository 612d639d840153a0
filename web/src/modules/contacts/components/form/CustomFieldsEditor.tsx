import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ContactFormValues } from '../../utils/contact-form';
import { addCustomField, canAddCustomField, removeCustomField } from '../../utils/custom-fields';
import { FormSection } from './FormSection';

/** Spec 001 §5: a field is added only when both its name and value are filled in. */
export function CustomFieldsEditor({ readOnly }: { readOnly: boolean }) {
  const { watch, setValue, formState } = useFormContext<ContactFormValues>();
  const fields = watch('customFields') ?? {};
  const [name, setName] = useState('');
  const [value, setFieldValue] = useState('');
  const add = () => {
    if (!canAddCustomField(name, value)) return;
    setValue('customFields', addCustomField(fields, name, value), { shouldDirty: true });
    setName('');
    setFieldValue('');
  };
  const entries = Object.entries(fields);
  return (
    <FormSection title="Custom Fields">
      {entries.length > 0 ? (
        <dl className="custom-fields">
          {entries.map(([key, text]) => (
            <div key={key} className="custom-fields__row">
              <dt>{key}</dt>
              <dd>{text}</dd>
              {!readOnly && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove custom field ${key}`}
                  onClick={() => setValue('customFields', removeCustomField(fields, key), { shouldDirty: true })}
                >
                  <X aria-hidden size={14} />
                </button>
              )}
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">No custom fields</p>
      )}
      {!readOnly && (
        <div className="inline-add">
          <input
            className="field__input"
            placeholder="Field name"
            aria-label="Custom field name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <input
            className="field__input"
            placeholder="Value"
            aria-label="Custom field value"
            value={value}
            onChange={(event) => setFieldValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <button type="button" className="button button--sm" onClick={add} disabled={!canAddCustomField(name, value)}>
            <Plus aria-hidden size={14} />
            Add Field
          </button>
        </div>
      )}
      {typeof formState.errors.customFields?.message === 'string' && (
        <p className="field__error">Custom fields {formState.errors.customFields.message}</p>
      )}
    </FormSection>
  );
}
