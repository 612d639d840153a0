import { type TenantInfo, UpdateBrandingInput } from '@smartcrm/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { useFormFields } from '../../auth/hooks/useFormFields';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useUpdateBranding } from '../hooks/useBrandingActions';
import { ColorField } from './ColorField';
import { ShellPreview } from './ShellPreview';

const hex = /^#[0-9a-f]{6}$/i;

/** Name, colours and support contacts; the shell previews the colours until saved or left. */
export function BrandingForm({ tenant, onDiscard }: { tenant: TenantInfo; onDiscard: () => void }) {
  const { branding } = tenant;
  const { previewColors } = useTenant();
  const update = useUpdateBranding();
  const [version, setVersion] = useState(tenant.version);
  const form = useFormFields({
    companyName: branding.companyName,
    primaryColor: branding.primaryColor,
    secondaryColor: branding.secondaryColor,
    supportEmail: branding.supportEmail ?? '',
    supportPhone: branding.supportPhone ?? '',
  });
  const { primaryColor, secondaryColor } = form.values;

  useEffect(() => {
    if (hex.test(primaryColor) && hex.test(secondaryColor)) previewColors({ primaryColor, secondaryColor });
  }, [primaryColor, secondaryColor, previewColors]);
  useEffect(() => () => previewColors(null), [previewColors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(UpdateBrandingInput.omit({ version: true }));
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
    <form className="form branding-form" onSubmit={submit} noValidate>
      <FormError message={form.formError} />
      <div className="branding-form__columns">
        <div className="form">
          <TextField
            label="Company name"
            name="companyName"
            hint="Shown in the navigation and the browser title."
            {...field('companyName')}
          />
          <div className="form-grid">
            <ColorField label="Primary colour" {...field('primaryColor')} />
            <ColorField label="Secondary colour" {...field('secondaryColor')} />
          </div>
          <div className="form-grid">
            <TextField label="Support email" name="supportEmail" type="email" {...field('supportEmail')} />
            <TextField label="Support phone" name="supportPhone" type="tel" {...field('supportPhone')} />
          </div>
        </div>
        <ShellPreview {...form.values} logo={branding.logo} />
      </div>
      <div className="branding-form__actions">
        <Button type="submit" variant="primary" busy={update.isPending}>
          Save branding
        </Button>
        <Button variant="ghost" onClick={onDiscard}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
