import { migrationFolder, type ServiceDefinition } from '@smartcrm/kit';
import { createAiRuntime } from './ai-runtime';
import { type AiConfig, aiConfigSchema } from './config';
import type { AiDb } from './db/schema';
import { startOrchestrator } from './orchestrator';
import { aiAppsHandlers } from './tools/ai-apps';

/** The AI orchestrator: model providers and metering, smart analyses, queues, tools, assistants and goals. */
export const aiService: ServiceDefinition<'ai', AiDb, AiConfig> = {
  name: 'ai',
  version: '0.2.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: aiConfigSchema,
  setup: async (deps) => {
    const ai = createAiRuntime(deps);
    return {
      ...(await startOrchestrator(ai)),
      ...aiAppsHandlers(ai),
    };
  },
};
