import { Goal, type GoalInput, GoalList, GoalSuggestions } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const goalKeys = {
  all: ['ai-goals'] as const,
  list: () => [...goalKeys.all, 'list'] as const,
  suggestions: (id: string) => [...goalKeys.all, 'suggestions', id] as const,
};

/** Goals with their progress, measured from the CRM on every read. */
export const goalsQuery = () =>
  queryOptions({
    queryKey: goalKeys.list(),
    queryFn: async () => GoalList.parse(await apiRequest('/api/ai-goals')).items,
    // Progress follows the records; a short freshness keeps it close to them.
    staleTime: 15_000,
  });

export const suggestionsQuery = (id: string) =>
  queryOptions({
    queryKey: goalKeys.suggestions(id),
    queryFn: async () => GoalSuggestions.parse(await apiRequest(`/api/ai-goals/${id}/suggestions`)),
  });

export const createGoal = async (input: GoalInput) =>
  Goal.parse(await apiRequest('/api/ai-goals', { method: 'POST', body: input }));

export const deleteGoal = (id: string) => apiRequest(`/api/ai-goals/${id}`, { method: 'DELETE' });
