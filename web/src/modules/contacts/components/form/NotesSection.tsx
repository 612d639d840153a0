import { useFormContext } from 'react-hook-form';
import type { ContactFormValues } from '../../utils/contact-form';
import { FormField } from '../../../../ui/form/FormField';
import { FormSection } from './FormSection';

export function NotesSection() {
  const { register, formState } = useFormContext<ContactFormValues>();
  return (
    <FormSection title="Notes">
      <FormField label="Notes" error={formState.errors.notes?.message}>
        <textarea className="field__input field__textarea" rows={3} {...register('notes')} />
      </FormField>
    </FormSection>
  );
}
