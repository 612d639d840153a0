import { type AiToolDefinition, type ToolRun, toolInputSchema } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { aiToolKeys, runTool, toolRunsQuery } from '../queries';
import { emptyForm, toolFieldOf } from '../utils/tool-form';
import { ToolForm } from './ToolForm';
import { ToolResult } from './ToolResult';

/** One tool open inside the AI tools page: its form, Run, the result and the last runs. */
export function ToolPanel({ tool }: { tool: AiToolDefinition }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<ToolRun | null>(null);
  const runs = useQuery(toolRunsQuery(tool.id));
  const run = useMutation({
    mutationFn: (input: Record<string, unknown>) => runTool(tool.id, input),
    onSuccess: (result) => {
      setShown(result);
      void queryClient.invalidateQueries({ queryKey: aiToolKeys.runs(tool.id) });
    },
  });
  // The tool's own schema checks the form (the server checks it again).
  const { form, submit, formError, sending } = useSchemaForm(toolInputSchema(tool), emptyForm(tool), run.mutateAsync, {
    fieldOf: toolFieldOf,
  });
  const earlier = (runs.data?.items ?? []).filter((r) => r.id !== shown?.id);
  return (
    <div className="ai-tool-panel">
      <form className="card" onSubmit={submit} noValidate aria-label={tool.name}>
        <h2 className="card__title">{tool.name}</h2>
        <p className="ai-tool-panel__description">{tool.description}</p>
        <ToolForm tool={tool} form={form} />
        {formError && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" variant="primary" busy={sending}>
          <Sparkles size={16} aria-hidden /> {sending ? 'Running…' : `Run ${tool.name}`}
        </Button>
      </form>
      {shown && <ToolResult key={shown.id} run={shown} />}
      {earlier.length > 0 && (
        <details className="card ai-tool-panel__history">
          <summary>Earlier runs ({earlier.length})</summary>
          {earlier.map((r) => (
            <button key={r.id} type="button" className="ai-tool-panel__history-item" onClick={() => setShown(r)}>
              {new Date(r.createdAt).toLocaleString()} · {r.sections[0]?.text ?? r.sections[0]?.items?.[0] ?? ''}
            </button>
          ))}
        </details>
      )}
    </div>
  );
}
