import { Shuffle } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { ContactFormValues } from '../../utils/contact-form';
import { nextRandomAvatar } from '../../utils/random-avatar';
import { ContactAvatar } from '../ContactAvatar';
import { FormField } from '../../../../ui/form/FormField';
import { FormSection } from './FormSection';

export function BasicInfoSection() {
  const { register, watch, setValue, formState } = useFormContext<ContactFormValues>();
  const { errors } = formState;
  const [avatarSrc, firstName, lastName] = watch(['avatarSrc', 'firstName', 'lastName']);
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim() || '?';
  return (
    <FormSection title="Basic Information">
      <div className="avatar-field">
        <ContactAvatar name={name} src={avatarSrc} size="lg" />
        <FormField label="Avatar URL" error={errors.avatarSrc?.message} className="avatar-field__input">
          <input className="field__input" {...register('avatarSrc')} placeholder="/avatars/1.svg or https://…" />
        </FormField>
        <button
          type="button"
          className="button button--sm"
          onClick={() => setValue('avatarSrc', nextRandomAvatar(avatarSrc), { shouldDirty: true })}
        >
          <Shuffle aria-hidden size={14} />
          Random Avatar
        </button>
      </div>
      <div className="form-grid">
        <FormField label="First Name" error={errors.firstName?.message}>
          <input className="field__input" autoComplete="off" {...register('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <input className="field__input" autoComplete="off" {...register('lastName')} />
        </FormField>
        <FormField label="Email *" error={errors.email?.message}>
          <input className="field__input" type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <input className="field__input" type="tel" autoComplete="off" {...register('phone')} />
        </FormField>
      </div>
    </FormSection>
  );
}
