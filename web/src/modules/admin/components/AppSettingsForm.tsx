import { type TenantInfo, UpdateBrandingInput } from '@smartcrm/contracts';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { FormError } from '../../auth/components/FormError';
import { useBrandingForm } from '../../white-label/hooks/useBrandingForm';

const AppSettingsInput = UpdateBrandingInput.pick({ companyName: true, supportEmail: true, supportPhone: true });

/** The app config of spec 001 §2.11: the branding's name and support contacts (only these fields change). */
export function AppSettingsForm({ tenant }: { tenant: TenantInfo }) {
  const { form, submit, formError, sending } = useBrandingForm(tenant, AppSettingsInput);

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormError message={formError} />
      <FormInput form={form} name="companyName" label="Company name" />
      <div className="form-grid">
        <FormInput form={form} name="supportEmail" label="Support email" type="email" />
        <FormInput form={form} name="supportPhone" label="Support phone" type="tel" />
      </div>
      <div>
        <Button type="submit" variant="primary" busy={sending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
