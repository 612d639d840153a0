import { type TenantInfo, UpdateBrandingInput } from '@smartcrm/contracts';
import { useEffect } from 'react';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { FormError } from '../../auth/components/FormError';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useBrandingForm } from '../hooks/useBrandingForm';
import { ColorField } from './ColorField';
import { ShellPreview } from './ShellPreview';

const hex = /^#[0-9a-f]{6}$/i;

/** Name, colours and support contacts; the shell previews the colours until saved or left. */
export function BrandingForm({ tenant, onDiscard }: { tenant: TenantInfo; onDiscard: () => void }) {
  const { previewColors } = useTenant();
  const { form, submit, formError, sending } = useBrandingForm(tenant, UpdateBrandingInput.omit({ version: true }));
  // The schema's fields are optional (a save may change any of them); the form holds them all.
  const { companyName = '', primaryColor = '', secondaryColor = '' } = form.watch();

  useEffect(() => {
    if (hex.test(primaryColor) && hex.test(secondaryColor)) previewColors({ primaryColor, secondaryColor });
  }, [primaryColor, secondaryColor, previewColors]);
  useEffect(() => () => previewColors(null), [previewColors]);

  return (
    <form className="form branding-form" onSubmit={submit} noValidate>
      <FormError message={formError} />
      <div className="branding-form__columns">
        <div className="form">
          <FormInput
            form={form}
            name="companyName"
            label="Company name"
            hint="Shown in the navigation and the browser title."
          />
          <div className="form-grid">
            <ColorField control={form.control} name="primaryColor" label="Primary colour" />
            <ColorField control={form.control} name="secondaryColor" label="Secondary colour" />
          </div>
          <div className="form-grid">
            <FormInput form={form} name="supportEmail" label="Support email" type="email" />
            <FormInput form={form} name="supportPhone" label="Support phone" type="tel" />
          </div>
        </div>
        <ShellPreview {...{ companyName, primaryColor, secondaryColor }} logo={tenant.branding.logo} />
      </div>
      <div className="branding-form__actions">
        <Button type="submit" variant="primary" busy={sending}>
          Save branding
        </Button>
        <Button variant="ghost" onClick={onDiscard}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
