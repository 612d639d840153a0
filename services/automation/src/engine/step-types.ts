import type { AutomationObject, RpcContext } from '@smartcrm/contracts';

export interface RunScope {
  tenantId: string;
  runId: string;
  workflowId: string;
  object: AutomationObject;
  recordId: string;
  /** The run's context for crm: no person (the workspace's own automation), the run's request id. */
  ctx: RpcContext;
}

export type StepInput = Record<string, unknown>;
export type StepOutput = Record<string, unknown> & { outcome?: boolean };
