import type { AssistantAction } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Check, Send, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { assistantTaskPickerQuery } from '../../tasks/queries';
import { useThreadMutations } from '../hooks/useThreadMutations';
import { threadQuery } from '../queries';
import { DeleteThreadButton } from './DeleteThreadButton';
import { recordLink } from '../utils/record-link';
import { ModelSource } from '../../ai-hub/components/ModelSource';

const statusText: Record<AssistantAction['status'], string> = {
  proposed: 'Waiting for your confirmation',
  executed: 'Done',
  failed: 'Failed',
  rejected: 'Rejected',
};

/** One conversation: messages, the changes waiting for confirmation, the composer and the task link. */
export function ThreadView({ threadId, onDeleted }: { threadId: string; onDeleted: () => void }) {
  const thread = useQuery(threadQuery(threadId));
  const { send, confirm, reject, attach } = useThreadMutations(threadId);
  const [draft, setDraft] = useState('');
  if (thread.isLoading) return <Spinner label="Loading the conversation" />;
  if (!thread.data) return <p className="field__error">{thread.error?.message ?? 'No such conversation'}</p>;
  const { messages, actions, taskId } = thread.data;
  const actionById = new Map(actions.map((a) => [a.id, a]));
  // The first message naming an action is the proposal; later ones report what happened to it.
  const proposalIds = new Set(
    actions.map((a) => messages.find((m) => m.actionId === a.id)?.id).filter((id): id is string => Boolean(id)),
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    send.mutate(draft.trim(), { onSuccess: () => setDraft('') });
  };
  return (
    <div className="assistant-thread">
      <ol className="assistant-thread__messages" aria-label="Conversation" aria-live="polite">
        {messages.map((m) => {
          const action = m.actionId && proposalIds.has(m.id) ? actionById.get(m.actionId) : undefined;
          return (
            <li key={m.id} className={`assistant-message assistant-message--${m.role}`}>
              <p className="assistant-message__text">{m.content}</p>
              {m.references.length > 0 && (
                <ul className="assistant-message__refs">
                  {m.references.map((r) => (
                    <li key={r.id}>
                      <Link to={recordLink(r)}>{r.label}</Link>
                      {r.detail && <span className="assistant-message__detail"> · {r.detail}</span>}
                    </li>
                  ))}
                </ul>
              )}
              {action && (
                <div className="assistant-action">
                  <span
                    className={`badge ${action.status === 'executed' ? 'badge--success' : action.status === 'failed' ? 'badge--danger' : ''}`}
                  >
                    {statusText[action.status]}
                  </span>
                  {action.status === 'proposed' && (
                    <>
                      <Button
                        size="sm"
                        variant="primary"
                        busy={confirm.isPending}
                        onClick={() => confirm.mutate(action.id)}
                      >
                        <Check size={14} aria-hidden /> Confirm
                      </Button>
                      <Button size="sm" busy={reject.isPending} onClick={() => reject.mutate(action.id)}>
                        <X size={14} aria-hidden /> Reject
                      </Button>
                    </>
                  )}
                </div>
              )}
              {m.role === 'assistant' && (
                <span className="assistant-message__label">
                  <ModelSource builtIn={m.builtIn} model={m.model} />
                </span>
              )}
            </li>
          );
        })}
        {send.isPending && (
          <li className="assistant-message assistant-message--user assistant-message--pending">{send.variables}</li>
        )}
      </ol>
      <form className="assistant-composer" onSubmit={submit}>
        <label htmlFor="assistant-input" className="visually-hidden">
          Message
        </label>
        <textarea
          id="assistant-input"
          className="field__input assistant-composer__input"
          rows={2}
          value={draft}
          placeholder='Try "find contacts at Acme" or "create a task to call Jane tomorrow"'
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        <Button type="submit" variant="primary" busy={send.isPending}>
          <Send size={16} aria-hidden /> Send
        </Button>
      </form>
      <div className="assistant-thread__footer">
        <TaskLink taskId={taskId} onAttach={(id) => attach.mutate(id)} busy={attach.isPending} />
        <DeleteThreadButton threadId={threadId} onDeleted={onDeleted} />
      </div>
    </div>
  );
}

/** The task this conversation belongs to (its assistantThreadId), or a picker to attach one. */
function TaskLink({
  taskId,
  onAttach,
  busy,
}: {
  taskId: string | null;
  onAttach: (id: string) => void;
  busy: boolean;
}) {
  const [picked, setPicked] = useState('');
  const tasks = useQuery({ ...assistantTaskPickerQuery(), enabled: !taskId });
  if (taskId) {
    return (
      <p className="assistant-thread__task">
        Attached to <Link to={`/tasks/${taskId}`}>its task</Link>
      </p>
    );
  }
  return (
    <div className="assistant-thread__attach">
      <SelectField
        label="Attach to a task"
        value={picked}
        onChange={setPicked}
        options={[
          { value: '', label: tasks.isLoading ? 'Loading tasks…' : 'Pick an open task' },
          ...(tasks.data ?? []).map((t) => ({ value: t.id, label: t.title })),
        ]}
      />
      <Button size="sm" disabled={!picked} busy={busy} onClick={() => onAttach(picked)}>
        Attach
      </Button>
    </div>
  );
}
