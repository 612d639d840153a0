import { z } from 'zod';
import {
  CommissionPeriod,
  CommissionPlan,
  CommissionPlanInput,
  CommissionPlanList,
  CommissionStatement,
} from './commission.schema';

/** Commission plans and statements, answered by crm from its won deals. */
export const commissionRpcMethods = {
  'crm.commissionPlans.list': { request: z.object({}), reply: CommissionPlanList },
  'crm.commissionPlans.set': { request: CommissionPlanInput, reply: CommissionPlan },
  'crm.commissionStatements.get': { request: CommissionPeriod, reply: CommissionStatement },
  'crm.commissionStatements.approve': { request: CommissionPeriod, reply: CommissionStatement },
} as const;
