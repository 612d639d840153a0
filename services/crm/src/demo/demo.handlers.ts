import type { RpcHandlers } from '@smartcrm/kit';
import type { DemoService } from './demo.service';

export const demoHandlers = (demo: DemoService): Pick<RpcHandlers<'crm'>, 'crm.demo.seed'> => ({
  'crm.demo.seed': ({ ownerIds }, ctx) => demo.seed(ownerIds, ctx),
});
