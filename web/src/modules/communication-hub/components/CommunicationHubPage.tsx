import { type Conversation, ConversationView } from '@smartcrm/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useConversationRealtime } from '../hooks/useConversationRealtime';
import { conversationKeys, conversationsQuery, type HubStatus, updateConversation } from '../queries';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import '../communication-hub.css';

const views = [
  { view: 'mine', label: 'Mine' },
  { view: 'unassigned', label: 'Unassigned' },
  { view: 'all', label: 'All' },
] as const;

/**
 * /communication-hub[?view=mine|unassigned|all&status=closed&contact=…]: one inbox of every
 * contact's emails, texts and calls, newest first; opening one marks it read for the team.
 */
export function CommunicationHubPage() {
  useConversationRealtime();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = ConversationView.catch('all').parse(params.get('view') ?? 'all');
  const status: HubStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const list = useInfiniteQuery(conversationsQuery(view, status));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const selectedId = params.get('contact');
  const selected = items.find((c) => c.contactId === selectedId) ?? null;
  const markRead = useMutation({
    mutationFn: (contactId: string) => updateConversation(contactId, { unread: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });

  const go = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged);
  };
  const open = (c: Conversation) => {
    go({ contact: c.contactId });
    if (c.unread) markRead.mutate(c.contactId);
  };

  return (
    <Page title="Communication Hub" subtitle="Every email, text and call with your contacts in one inbox.">
      <div className="hub-filters">
        <div role="tablist" aria-label="Whose conversations" className="hub-pane__tabs">
          {views.map((v) => (
            <button
              key={v.view}
              type="button"
              role="tab"
              aria-selected={view === v.view}
              className="hub-pane__tab"
              onClick={() => go({ view: v.view, contact: null })}
            >
              {v.label}
              {view === v.view && unread > 0 && <span className="hub-filters__count"> ({unread} unread)</span>}
            </button>
          ))}
        </div>
        <label className="hub-filters__status">
          Show
          <select
            value={status}
            onChange={(e) => go({ status: e.target.value === 'closed' ? 'closed' : null, contact: null })}
          >
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Spinner label="Loading conversations" />
      ) : list.isError ? (
        <p role="alert">Could not load conversations. {list.error.message}</p>
      ) : items.length === 0 ? (
        <EmptyState icon={Inbox} title={status === 'closed' ? 'No closed conversations' : 'No conversations here'}>
          Emails from a connected mailbox, texts and logged calls with your contacts gather here as they happen.
        </EmptyState>
      ) : (
        <div className="hub-layout">
          <aside className="hub-layout__list">
            <ConversationList items={items} selected={selected?.contactId ?? null} onSelect={open} />
            {list.hasNextPage && (
              <Button size="sm" variant="ghost" busy={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                Show older
              </Button>
            )}
          </aside>
          {selected ? (
            <ConversationPane key={selected.contactId} conversation={selected} />
          ) : (
            <p className="muted hub-layout__none">Choose a conversation.</p>
          )}
        </div>
      )}
    </Page>
  );
}
