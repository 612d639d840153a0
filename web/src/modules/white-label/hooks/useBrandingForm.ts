import type { TenantInfo, UpdateBrandingInput } from '@smartcrm/contracts';
import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { useUpdateBranding } from './useBrandingActions';

type BrandingChange = Omit<UpdateBrandingInput, 'version'>;

/** The branding fields as the forms hold them (blank support contacts are empty strings). */
const brandingValues = ({ branding }: TenantInfo) => ({
  companyName: branding.companyName,
  primaryColor: branding.primaryColor,
  secondaryColor: branding.secondaryColor,
  supportEmail: branding.supportEmail ?? '',
  supportPhone: branding.supportPhone ?? '',
});

/**
 * A form over the workspace's branding, or the part of it its schema picks from UpdateBrandingInput;
 * each save sends the version last read or written.
 */
export function useBrandingForm<In extends Partial<ReturnType<typeof brandingValues>>, Out extends BrandingChange>(
  tenant: TenantInfo,
  schema: z.ZodType<Out, In>,
) {
  const update = useUpdateBranding();
  const [version, setVersion] = useState(tenant.version);
  return useSchemaForm(schema, brandingValues(tenant) as DefaultValues<In>, async (input) => {
    setVersion((await update.mutateAsync({ ...input, version })).version);
  });
}
