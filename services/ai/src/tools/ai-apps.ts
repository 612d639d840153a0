import type { AiRuntime } from '../ai-runtime';
import { assistantHandlers } from '../assistants/assistant.handlers';
import { createAssistantService } from '../assistants/assistant.service';
import { goalHandlers } from '../goals/goal.handlers';
import { createGoalService } from '../goals/goal.service';
import { createOrchestratorModels } from './orchestrator-models';
import { toolHandlers } from './tool.handlers';
import { createToolService } from './tool.service';

type AppHandlers = ReturnType<typeof toolHandlers> &
  ReturnType<typeof assistantHandlers> &
  ReturnType<typeof goalHandlers>;

/** The AI applications on top of the orchestrator: the 32 tools, the assistants and the goals. */
export function aiAppsHandlers(ai: AiRuntime): AppHandlers {
  const models = createOrchestratorModels(ai);
  return {
    ...toolHandlers(createToolService(ai.uow, ai.rpc, models)),
    ...assistantHandlers(createAssistantService({ uow: ai.uow, rpc: ai.rpc, log: ai.log, models })),
    ...goalHandlers(createGoalService(ai.uow, ai.rpc, models)),
  };
}
