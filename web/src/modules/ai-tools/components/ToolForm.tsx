import { type AiToolDefinition, type ToolField, tones } from '@smartcrm/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldError, FormInput, FormSelect, FormTextarea } from '../../../ui/form/FormInputs';
import { DealPicker } from '../../tasks/components/DealPicker';
import { LinkedContactPicker } from '../../tasks/components/LinkedContactPicker';

/** The tool's schema is built at run time, so its values are known only as a record. */
type ToolFormOf = UseFormReturn<Record<string, unknown>, unknown, Record<string, unknown>>;

interface ToolFormProps {
  tool: AiToolDefinition;
  form: ToolFormOf;
}

const labelOf = (field: ToolField) => (field.required ? field.label : `${field.label} (optional)`);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: capitalise(v) }));

/** A tool's input form, drawn from the catalogue's field list (one form component for all 32 tools). */
export function ToolForm({ tool, form }: ToolFormProps) {
  return (
    <div className="ai-tool-form">
      {tool.fields.map((field) => {
        const error = fieldError(form, field.key);
        const picked = field.kind === 'contact' || field.kind === 'deal';
        return (
          <div key={field.key} className={field.kind === 'longtext' ? 'ai-tool-form__wide' : undefined}>
            <FieldInput field={field} form={form} />
            {error && picked && (
              <p className="field__error">
                {field.label} {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

function FieldInput({ field, form }: { field: ToolField; form: ToolFormOf }) {
  switch (field.kind) {
    case 'contact':
      // The picker labels itself "Contact".
      return (
        <Controller
          control={form.control}
          name={field.key}
          render={({ field: input }) => (
            <LinkedContactPicker contactId={String(input.value ?? '')} knownName={null} onChange={input.onChange} />
          )}
        />
      );
    case 'deal':
      return (
        <Controller
          control={form.control}
          name={field.key}
          render={({ field: input }) => (
            <DealPicker
              dealId={String(input.value ?? '')}
              dealTitle={null}
              contactId={String(form.watch('contactId') ?? '')}
              onChange={input.onChange}
            />
          )}
        />
      );
    case 'tone':
      return <FormSelect form={form} name={field.key} label="Tone" options={choices(tones)} />;
    case 'select':
      return <FormSelect form={form} name={field.key} label={field.label} options={choices(field.options ?? [])} />;
    case 'longtext':
      return (
        <FormTextarea
          form={form}
          name={field.key}
          label={labelOf(field)}
          className="ai-tool-form__textarea"
          rows={7}
          placeholder={field.placeholder}
        />
      );
    default:
      return (
        <FormInput
          form={form}
          name={field.key}
          label={labelOf(field)}
          type={field.kind === 'number' ? 'number' : 'text'}
          placeholder={field.placeholder}
        />
      );
  }
}
