import {
  type FieldIssue,
  findStep,
  type Step,
  type StepType,
  triggerObject,
  type Workflow,
  type WorkflowDefinition,
} from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pause, Play, Save } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { membersQuery } from '../../members/queries';
import { pipelinesQuery } from '../../pipeline/queries';
import '../automation.css';
import { automationKeys, changeWorkflowState, saveWorkflow, workflowQuery } from '../queries';
import { problemText } from '../utils/problem-text';
import { type InsertAt, insertStep, newStep, removeStep, replaceStep, stepIds } from '../utils/definition-edit';
import { AddStep } from './AddStep';
import { FlowCanvas } from './FlowCanvas';
import { RunHistory } from './RunHistory';
import { StepForm } from './StepForm';
import { TriggerForm } from './TriggerForm';
import { WorkflowStatusBadge } from './WorkflowStatusBadge';

export function WorkflowEditorPage() {
  const { id = '' } = useParams();
  const workflow = useQuery(workflowQuery(id));
  if (workflow.isLoading) return <Spinner label="Loading the workflow" />;
  if (workflow.error || !workflow.data) {
    return (
      <Page title="Workflow not found">
        <Link to="/workflow-builder">Back to the workflows</Link>
      </Page>
    );
  }
  return <Editor key={`${workflow.data.id}:${workflow.data.updatedAt}`} workflow={workflow.data} />;
}

/** The vertical flow beside the selected node's form; save, activate or pause; the runs below. */
function Editor({ workflow }: { workflow: Workflow }) {
  const client = useQueryClient();
  const members = useQuery(membersQuery());
  const pipelines = useQuery(pipelinesQuery());
  const [definition, setDefinition] = useState<WorkflowDefinition>(workflow.definition);
  const [name, setName] = useState(workflow.name);
  const [selected, setSelected] = useState('trigger');
  const [problems, setProblems] = useState<FieldIssue[]>([]);
  const dirty = definition !== workflow.definition || name !== workflow.name;
  const onSelect = useCallback((nodeId: string) => setSelected(nodeId), []);
  const refresh = (saved: Workflow) => {
    client.setQueryData(automationKeys.workflow(saved.id), saved);
    return client.invalidateQueries({ queryKey: automationKeys.list() });
  };
  const failed = (error: Error) =>
    setProblems(
      error instanceof ApiError && error.issues.length ? error.issues : [{ path: '', message: error.message }],
    );
  const save = useMutation({
    mutationFn: () => saveWorkflow(workflow.id, { name, definition }),
    onSuccess: (saved) => {
      setProblems([]);
      return refresh(saved);
    },
    onError: failed,
  });
  const state = useMutation({
    mutationFn: async (action: 'activate' | 'pause') => {
      if (dirty) await saveWorkflow(workflow.id, { name, definition });
      return changeWorkflowState(workflow.id, action);
    },
    onSuccess: (saved) => {
      setProblems([]);
      return refresh(saved);
    },
    onError: failed,
  });

  const step = selected === 'trigger' ? null : findStep(definition.steps, selected);
  const object = triggerObject(definition.trigger);
  const places =
    step?.type === 'condition' || step?.type === 'wait_for_event'
      ? [
          { value: 'yes', label: step.type === 'condition' ? 'First in the Yes branch' : 'First if they reply' },
          { value: 'no', label: step.type === 'condition' ? 'First in the No branch' : 'First if the wait times out' },
          { value: 'after', label: step.type === 'condition' ? 'After the condition' : 'After the wait' },
        ]
      : [{ value: 'after', label: selected === 'trigger' ? 'First' : 'After this step' }];
  const add = (type: StepType, place: string) => {
    const made = newStep(type, stepIds(definition.steps));
    const at: InsertAt =
      place === 'yes' || place === 'no' ? { branchOf: selected, branch: place } : { after: selected };
    setDefinition(insertStep(definition, at, made));
    setSelected(made.id);
  };

  return (
    <Page
      title={workflow.name}
      subtitle={workflow.description || undefined}
      actions={
        <>
          <WorkflowStatusBadge status={workflow.status} />
          <Button busy={save.isPending} disabled={!dirty} onClick={() => save.mutate()}>
            <Save size={16} aria-hidden /> {workflow.status === 'active' ? 'Publish changes' : 'Save'}
          </Button>
          {workflow.status === 'active' ? (
            <Button busy={state.isPending} onClick={() => state.mutate('pause')}>
              <Pause size={16} aria-hidden /> Pause
            </Button>
          ) : (
            <Button variant="primary" busy={state.isPending} onClick={() => state.mutate('activate')}>
              <Play size={16} aria-hidden /> Activate
            </Button>
          )}
        </>
      }
    >
      <label className="field workflow-name">
        <span className="field__label">Name</span>
        <input className="field__input" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      </label>
      {problems.length > 0 && (
        <div role="alert" className="workflow-problems">
          <strong>This workflow cannot run yet:</strong>
          <ul>
            {problems.map((p) => {
              const { where, message } = problemText(p, definition);
              return (
                <li key={`${p.path}:${p.message}`}>
                  {where && <strong>{where}: </strong>}
                  {message}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="workflow-editor">
        <section className="workflow-editor__canvas" aria-label="Workflow steps">
          <FlowCanvas definition={definition} selected={selected} onSelect={onSelect} />
        </section>
        <aside className="workflow-editor__panel">
          {step === null ? (
            <TriggerForm
              key={JSON.stringify(definition.trigger)}
              trigger={definition.trigger}
              pipelines={pipelines.data ?? []}
              hookToken={workflow.hookToken}
              onApply={(trigger) => setDefinition({ ...definition, trigger })}
            />
          ) : (
            <StepForm
              key={`${step.id}:${JSON.stringify(step)}`}
              step={step}
              object={object}
              members={members.data ?? []}
              onApply={(next: Step) => setDefinition(replaceStep(definition, next))}
              onRemove={() => {
                setDefinition(removeStep(definition, step.id));
                setSelected('trigger');
              }}
            />
          )}
          {step?.type === 'http_request' && (
            <p className="muted workflow-secret">
              Receivers verify the Standard Webhooks signature with this workflow's secret:{' '}
              <code>{workflow.signingSecret}</code>
            </p>
          )}
          {step?.type !== 'stop' && <AddStep key={selected} places={places} onAdd={add} />}
        </aside>
      </div>
      <RunHistory workflowId={workflow.id} />
    </Page>
  );
}
