import { useFormContext } from 'react-hook-form';
import type { ContactFormValues } from '../../utils/contact-form';
import { FormField } from '../../../../ui/form/FormField';
import { FormSection } from './FormSection';

const profiles = [
  ['linkedin', 'LinkedIn', 'https://linkedin.com/in/…'],
  ['twitter', 'Twitter', 'https://x.com/…'],
  ['website', 'Website', 'https://…'],
] as const;

/** A blank URL is no URL (the schema refuses ''), so it is left out rather than sent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function SocialSection() {
  const { register, formState } = useFormContext<ContactFormValues>();
  return (
    <FormSection title="Social Profiles">
      <div className="form-grid form-grid--3">
        {profiles.map(([key, label, placeholder]) => (
          <FormField key={key} label={label} error={formState.errors.socialProfiles?.[key]?.message}>
            <input
              className="field__input"
              type="url"
              placeholder={placeholder}
              {...register(`socialProfiles.${key}`, { setValueAs: blankToUndefined })}
            />
          </FormField>
        ))}
      </div>
    </FormSection>
  );
}
