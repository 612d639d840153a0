import type { RpcHandlers } from '@smartcrm/kit';
import type { ContactQuotaService } from './contact-quota.service';

export const contactQuotaHandlers = (quota: ContactQuotaService): Pick<RpcHandlers<'crm'>, 'crm.quotas.usage'> => ({
  'crm.quotas.usage': (_request, ctx) => quota.usage(ctx),
});
