import { contactStatuses, interestLevels, PreferredContact } from '@smartcrm/contracts';
import { useFormContext } from 'react-hook-form';
import type { ContactFormValues } from '../../utils/contact-form';
import { interestLabel, statusLabel } from '../ContactBadges';
import { FormField } from '../../../../ui/form/FormField';
import { FormSection } from './FormSection';

type PreferredWay = (typeof PreferredContact.options)[number];
const preferredLabels: Record<PreferredWay, string> = { email: 'Email', phone: 'Phone', sms: 'SMS', video: 'Video' };

export function StatusSection() {
  const { register } = useFormContext<ContactFormValues>();
  return (
    <FormSection title="Contact Status">
      <div className="form-grid form-grid--3">
        <FormField label="Status">
          <select className="field__input" {...register('status')}>
            {contactStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Interest Level">
          <select className="field__input" {...register('interestLevel')}>
            {interestLevels.map((level) => (
              <option key={level} value={level}>
                {interestLabel(level)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Preferred Contact">
          <select className="field__input" {...register('preferredContact')}>
            {PreferredContact.options.map((way) => (
              <option key={way} value={way}>
                {preferredLabels[way]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </FormSection>
  );
}
