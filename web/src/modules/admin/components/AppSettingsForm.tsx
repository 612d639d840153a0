import { type TenantInfo, UpdateBrandingInput } from '@smartcrm/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { useFormFields } from '../../auth/hooks/useFormFields';
import { useUpdateBranding } from '../../white-label/hooks/useBrandingActions';

const AppSettingsInput = UpdateBrandingInput.pick({ companyName: true, supportEmail: true, supportPhone: true });

/** The app config of spec 001 §2.11: the branding's name and support contacts (only these fields change). */
export function AppSettingsForm({ tenant }: { tenant: TenantInfo }) {
  const { branding } = tenant;
  const update = useUpdateBranding();
  const [version, setVersion] = useState(tenant.version);
  const form = useFormFields({
    companyName: branding.companyName,
    supportEmail: branding.supportEmail ?? '',
    supportPhone: branding.supportPhone ?? '',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(AppSettingsInput);
    if (!input) return;
    update.mutate(
      { ...input, version },
      { onError: form.showServerError, onSuccess: (saved) => setVersion(saved.version) },
    );
  }

  const field = (name: keyof typeof form.values) => ({
    value: form.values[name],
    onChange: (value: string) => form.setField(name, value),
    error: form.errors[name],
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormError message={form.formError} />
      <TextField label="Company name" name="companyName" {...field('companyName')} />
      <div className="form-grid">
        <TextField label="Support email" name="supportEmail" type="email" {...field('supportEmail')} />
        <TextField label="Support phone" name="supportPhone" type="tel" {...field('supportPhone')} />
      </div>
      <div>
        <Button type="submit" variant="primary" busy={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
