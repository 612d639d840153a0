import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDebouncedValue } from '../../../../ui/useDebouncedValue';
import { companySearchQuery } from '../../queries';
import type { ContactFormValues } from '../../utils/contact-form';
import { FormField } from '../../../../ui/form/FormField';
import { FormSection } from './FormSection';

/** Company names the workspace already has, offered as the user types (a native datalist). */
function useCompanySuggestions(text: string) {
  const search = useDebouncedValue(text.trim(), 250);
  return useQuery({ ...companySearchQuery(search), enabled: search.length > 0 }).data ?? [];
}

export function ProfessionalSection({ readOnly }: { readOnly: boolean }) {
  const { register, watch, formState } = useFormContext<ContactFormValues>();
  const { errors } = formState;
  const listId = useId();
  const companies = useCompanySuggestions(readOnly ? '' : (watch('company') ?? ''));
  return (
    <FormSection title="Professional Information">
      <div className="form-grid">
        <FormField label="Company" error={errors.company?.message}>
          <input className="field__input" list={listId} autoComplete="off" {...register('company')} />
        </FormField>
        <datalist id={listId}>
          {companies.map((company) => (
            <option key={company.id} value={company.name} />
          ))}
        </datalist>
        <FormField label="Position" error={errors.position?.message}>
          <input className="field__input" {...register('position')} />
        </FormField>
        <FormField label="Title" error={errors.title?.message}>
          <input className="field__input" {...register('title')} />
        </FormField>
        <FormField label="Industry" error={errors.industry?.message}>
          <input className="field__input" {...register('industry')} />
        </FormField>
        <FormField label="Source" error={errors.source?.message}>
          <input className="field__input" placeholder="Website, Referral, Event…" {...register('source')} />
        </FormField>
      </div>
    </FormSection>
  );
}
