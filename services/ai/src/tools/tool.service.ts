import {
  AppError,
  badInput,
  findAiTool,
  type RpcContext,
  type SaveToolRunRequest,
  type ToolRun,
  toolInputSchema,
} from '@smartcrm/contracts';
import type { RpcClient, UnitOfWork } from '@smartcrm/kit';
import { requireTenant } from '@smartcrm/kit';
import { z } from 'zod';
import type { AiDb } from '../db/schema';
import type { ModelGateway } from './model-gateway';
import { serverTools } from './server-tools';
import { outputSchema, toPlainText, toSections } from './tool-definition';
import { describeFacts, gatherFacts } from './tool-facts';
import { addSavedTo, findRun, insertRun, listRuns, toToolRun } from './tool.repository';

const system =
  'You are a sales assistant inside a CRM. Use only the facts given; never invent figures, names or dates. Answer in the JSON shape requested.';

export const actorOf = (ctx: RpcContext) => {
  if (!ctx.actor) throw new AppError('unauthenticated', 'Sign in to use the AI tools');
  return ctx.actor;
};

export function createToolService(uow: UnitOfWork<AiDb>, rpc: RpcClient, models: ModelGateway) {
  const runNotFound = () => new AppError('not_found', 'No such tool run');
  return {
    async run(toolId: string, rawInput: Record<string, unknown>, ctx: RpcContext): Promise<ToolRun> {
      const tenantId = requireTenant(ctx);
      const userId = actorOf(ctx).userId;
      const tool = findAiTool(toolId);
      const server = serverTools[toolId];
      if (!tool || !server) throw new AppError('not_found', 'No such AI tool', { field: 'toolId' });
      const parsed = z.object({ input: toolInputSchema(tool) }).safeParse({ input: rawInput });
      if (!parsed.success) throw badInput(parsed.error, `input of ${tool.name}`);
      const input = parsed.data.input as Record<string, unknown>;
      const facts = await gatherFacts(rpc, server, input, ctx);
      const form = tool.fields
        .filter((f) => input[f.key] !== undefined && f.kind !== 'contact' && f.kind !== 'deal')
        .map((f) => `${f.label}: ${String(input[f.key])}`);
      const generated = await models.generate(
        {
          feature: `tool:${tool.id}`,
          system,
          prompt: `Tool: ${tool.name} — ${tool.description}\n\nCRM facts:\n${describeFacts(facts)}\n\nForm:\n${form.join('\n') || '(empty)'}\n\nTask: ${server.prompt}`,
          schemaName: tool.id.replaceAll('-', '_'),
          schema: outputSchema(server.output),
          builtIn: () => server.builtIn(input, facts),
        },
        ctx,
      );
      const sections = toSections(server.output, generated.output);
      const row = await uow.withTenant(tenantId, (db) =>
        insertRun(db, {
          tenantId,
          userId,
          toolId,
          input,
          sections,
          text: toPlainText(tool.name, sections, generated.builtIn),
          model: generated.model,
          builtIn: generated.builtIn,
        }),
      );
      return toToolRun(row);
    },

    async list(toolId: string | undefined, limit: number, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const rows = await uow.read(tenantId, (db) => listRuns(db, actorOf(ctx).userId, toolId, limit));
      return { items: rows.map(toToolRun) };
    },

    /** The result as a note on the record's timeline, through crm (the user's visibility applies). */
    async save(id: string, target: SaveToolRunRequest, ctx: RpcContext): Promise<ToolRun> {
      const tenantId = requireTenant(ctx);
      const userId = actorOf(ctx).userId;
      const run = await uow.read(tenantId, (db) => findRun(db, id, userId));
      if (!run) throw runNotFound();
      const parent = target.dealId ? { dealId: target.dealId } : { contactId: target.contactId as string };
      const activity = await rpc.call(
        'crm.activities.log',
        { parent, activity: { kind: 'note', body: run.text } },
        ctx,
      );
      const savedTo = [
        ...toToolRun(run).savedTo,
        { contactId: target.contactId ?? null, dealId: target.dealId ?? null, activityId: activity.id },
      ];
      return toToolRun(await uow.withTenant(tenantId, (db) => addSavedTo(db, id, savedTo)));
    },
  };
}
export type ToolService = ReturnType<typeof createToolService>;
