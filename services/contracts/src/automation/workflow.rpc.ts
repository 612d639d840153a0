import { z } from 'zod';
import { Ack } from '../common/ack';
import { HookPayload, HookReply } from './hook.schema';
import {
  AutomationNotificationList,
  ManualRunRequest,
  ManualRunResult,
  RunListQuery,
  Workflow,
  WorkflowInput,
  WorkflowList,
  WorkflowPatch,
  WorkflowRunList,
} from './workflow.schema';

const byId = z.object({ id: z.uuid() });

/** Workflows (issue 26): what starts them, their steps, their state and their runs. */
export const workflowRpcMethods = {
  'automation.workflows.list': { request: z.object({}), reply: WorkflowList },
  'automation.workflows.get': { request: byId, reply: Workflow },
  'automation.workflows.create': { request: WorkflowInput, reply: Workflow },
  /** On an active workflow the change is checked and published as a new version at once. */
  'automation.workflows.update': { request: WorkflowPatch.extend(byId.shape), reply: Workflow },
  /** Checks the definition (naming each problem) and publishes it as the version new runs take. */
  'automation.workflows.activate': { request: byId, reply: Workflow },
  'automation.workflows.pause': { request: byId, reply: Workflow },
  'automation.workflows.archive': { request: byId, reply: Workflow },
  'automation.workflows.run_manual': { request: ManualRunRequest.extend(byId.shape), reply: ManualRunResult },
  'automation.runs.list': { request: RunListQuery, reply: WorkflowRunList },
  /** An integrator's post to a workflow's secret URL (no workspace in the envelope: the token names it). */
  'automation.hooks.receive': {
    request: z.object({ token: z.string().max(200), payload: HookPayload }),
    reply: HookReply,
  },
  /** The acting user's in-app notifications from workflows, newest first. */
  'automation.notifications.list': { request: z.object({}), reply: AutomationNotificationList },
  'automation.notifications.clear': { request: z.object({}), reply: Ack },
} as const;
