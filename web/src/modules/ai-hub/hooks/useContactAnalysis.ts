import type { AnalysisTask, EnrichmentSuggestion } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../api/http';
import { contactKeys } from '../../contacts/queries';
import { aiKeys } from '../queries';
import { taskPaths } from '../utils/ai-format';

/** Spec 000 §8 default messages when the server gives none. */
const defaultErrors: Record<AnalysisTask, string> = {
  score: 'Scoring failed',
  enrich: 'Enrichment failed',
  categorize: 'Categorization failed',
  qualify: 'Qualification failed',
};

export interface AnalysisOutcome {
  completed: { task: AnalysisTask; model: string; builtIn: boolean }[];
  errors: { task: AnalysisTask; message: string }[];
}

export interface AnalysisSettings {
  urgency: 'low' | 'medium' | 'high';
  costLimit: number;
  timeLimit?: number;
}

/** Runs analyses of one contact task by task: each task's result or error is reported on its own (001 §8). */
export async function runAnalyses(
  contactId: string,
  tasks: AnalysisTask[],
  settings: AnalysisSettings,
): Promise<AnalysisOutcome> {
  const outcome: AnalysisOutcome = { completed: [], errors: [] };
  for (const task of tasks) {
    try {
      const result = await apiRequest<{ model: string; builtIn: boolean }>(
        `/api/ai/contacts/${contactId}/${taskPaths[task]}`,
        {
          method: 'POST',
          body: { urgency: settings.urgency, costLimit: settings.costLimit, timeLimit: settings.timeLimit ?? 30_000 },
        },
      );
      outcome.completed.push({ task, model: result.model, builtIn: result.builtIn });
    } catch (error) {
      outcome.errors.push({ task, message: (error as Error).message || defaultErrors[task] });
    }
  }
  return outcome;
}

/** The contact modal's AI Analysis and Enrich Data actions. */
export function useContactAnalysis(contactId: string) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<AnalysisOutcome | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: aiKeys.contact(contactId) }),
      queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    ]);
  const analyse = useMutation({
    mutationFn: () => runAnalyses(contactId, ['score', 'categorize', 'qualify'], { urgency: 'medium', costLimit: 1 }),
    onSuccess: async (result) => {
      setOutcome(result);
      await refresh();
    },
  });
  const enrich = useMutation({
    mutationFn: () => runAnalyses(contactId, ['enrich'], { urgency: 'medium', costLimit: 1 }),
    onSuccess: async (result) => {
      setOutcome(result);
      await refresh();
    },
  });
  const decide = useMutation({
    mutationFn: ({ suggestion, decision }: { suggestion: EnrichmentSuggestion; decision: 'accept' | 'reject' }) =>
      apiRequest<EnrichmentSuggestion>(`/api/ai/suggestions/${suggestion.id}/${decision}`, { method: 'POST' }),
    onSettled: refresh,
  });
  return { analyse, enrich, decide, outcome };
}
