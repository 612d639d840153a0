import { z } from 'zod';
import {
  Goal,
  GoalInput,
  GoalList,
  GoalMeasureReply,
  GoalMeasureRequest,
  GoalPatch,
  GoalSuggestions,
} from './goal.schema';

const GoalRef = z.object({ id: z.uuid() });

/** AI goals: progress measured by crm over NATS on every read, so it follows the data. */
export const goalRpcMethods = {
  'ai.goals.list': { request: z.object({}), reply: GoalList },
  'ai.goals.create': { request: GoalInput, reply: Goal },
  'ai.goals.update': { request: GoalRef.extend({ patch: GoalPatch }), reply: Goal },
  'ai.goals.delete': { request: GoalRef, reply: GoalRef },
  'ai.goals.suggestions': { request: GoalRef, reply: GoalSuggestions },
  'crm.goals.measure': { request: GoalMeasureRequest, reply: GoalMeasureReply },
} as const;
