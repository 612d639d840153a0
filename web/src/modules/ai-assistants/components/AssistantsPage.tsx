import { assistants } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, MessageSquarePlus } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/Page';
import '../ai-assistants.css';
import { assistantKeys, createThread, threadsQuery } from '../queries';
import { AuditTrail } from './AuditTrail';
import { ThreadView } from './ThreadView';

/** AI assistants: start a conversation with one, or go on with an earlier one (?thread=id). */
export function AssistantsPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const threads = useQuery(threadsQuery());
  const threadId = params.get('thread');
  const start = useMutation({
    mutationFn: createThread,
    onSuccess: (thread) => {
      queryClient.setQueryData(assistantKeys.thread(thread.id), thread);
      void queryClient.invalidateQueries({ queryKey: assistantKeys.threads() });
      setParams({ thread: thread.id });
    },
    onError: (error) => toast.error(error.message),
  });
  const nameOf = (id: string) => assistants.find((a) => a.id === id)?.name ?? id;
  return (
    <Page
      title="AI Assistants"
      subtitle="They look things up and prepare changes; nothing is written until you confirm."
    >
      <div className="assistants">
        <aside className="assistants__side" aria-label="Conversations">
          <Button variant="primary" onClick={() => setParams({})}>
            <MessageSquarePlus size={16} aria-hidden /> New conversation
          </Button>
          {threads.data?.length === 0 && (
            <p className="assistants__no-threads">No conversations yet: pick an assistant to start one.</p>
          )}
          <ul className="assistants__threads">
            {(threads.data ?? []).map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  className="assistants__thread"
                  aria-current={t.id === threadId ? 'true' : undefined}
                  onClick={() => setParams({ thread: t.id })}
                >
                  <span className="assistants__thread-title">{t.title}</span>
                  <span className="assistants__thread-meta">
                    {nameOf(t.assistantId)} · {new Date(t.updatedAt).toLocaleDateString()}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <AuditTrail />
        </aside>
        <div className="assistants__main">
          {threadId ? (
            <ThreadView key={threadId} threadId={threadId} onDeleted={() => setParams({})} />
          ) : (
            <div className="assistants__pick">
              {assistants.map((a) => (
                <section key={a.id} className="card assistants__card">
                  <h2 className="card__title">
                    <Bot size={18} aria-hidden /> {a.name}
                  </h2>
                  <p>{a.description}</p>
                  <Button busy={start.isPending && start.variables === a.id} onClick={() => start.mutate(a.id)}>
                    Start with {a.name}
                  </Button>
                </section>
              ))}
            </div>
          )}
        </div>
      </div>
    </Page>
  );
}
