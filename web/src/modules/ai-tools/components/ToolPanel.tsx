import type { AiToolDefinition, ToolRun } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { issuesByField } from '../../../ui/form/server-issues';
import { aiToolKeys, runTool, toolRunsQuery } from '../queries';
import { checkToolForm, emptyForm, toolFieldOf } from '../utils/tool-form';
import { ToolForm } from './ToolForm';
import { ToolResult } from './ToolResult';

/** One tool open inside the AI tools page: its form, Run, the result and the last runs. */
export function ToolPanel({ tool }: { tool: AiToolDefinition }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => emptyForm(tool));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<ToolRun | null>(null);
  const runs = useQuery(toolRunsQuery(tool.id));
  const run = useMutation({
    mutationFn: (input: Record<string, unknown>) => runTool(tool.id, input),
    onSuccess: (result) => {
      setShown(result);
      void queryClient.invalidateQueries({ queryKey: aiToolKeys.runs(tool.id) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length) setErrors(issuesByField(error.issues, toolFieldOf));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkToolForm(tool, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) run.mutate(checked.input);
  };
  const earlier = (runs.data?.items ?? []).filter((r) => r.id !== shown?.id);
  return (
    <div className="ai-tool-panel">
      <form className="card" onSubmit={submit} noValidate aria-label={tool.name}>
        <h2 className="card__title">{tool.name}</h2>
        <p className="ai-tool-panel__description">{tool.description}</p>
        <ToolForm
          tool={tool}
          values={values}
          errors={errors}
          onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        />
        {run.error && !(run.error instanceof ApiError && run.error.issues.length) && (
          <p className="field__error" role="alert">
            {run.error.message}
          </p>
        )}
        <Button type="submit" variant="primary" busy={run.isPending}>
          <Sparkles size={16} aria-hidden /> {run.isPending ? 'Running…' : `Run ${tool.name}`}
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
