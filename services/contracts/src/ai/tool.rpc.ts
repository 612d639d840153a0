import { z } from 'zod';
import { SaveToolRunRequest, ToolRun, ToolRunList, ToolRunListQuery, ToolRunRequest } from './tool.schema';

/** The AI tools: a run goes through the orchestrator (metered, charged in AI credits). */
export const toolRpcMethods = {
  'ai.tools.run': { request: ToolRunRequest, reply: ToolRun },
  /** The caller's own recent runs, newest first. */
  'ai.tools.runs': { request: ToolRunListQuery, reply: ToolRunList },
  /** Writes a run's result as a note on a contact's or deal's timeline (crm visibility applies). */
  'ai.tools.save': { request: z.object({ id: z.uuid(), target: SaveToolRunRequest }), reply: ToolRun },
} as const;
