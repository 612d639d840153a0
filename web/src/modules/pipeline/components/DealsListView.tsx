import type { DealSegment, DealSort, Pipeline } from '@smartcrm/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { usePipelineParams } from '../hooks/usePipelineParams';
import { dealListQuery } from '../queries';
import { formatMoney } from '../utils/money';
import { DealAgeBadge } from './DealAgeBadge';
import { unknownContact } from './DealCard';

type SortField = 'createdAt' | 'value' | 'expectedCloseDate';

/** The classifications of spec 001 §4 an analytics screen can link to. */
const segmentNames: Record<DealSegment, string> = {
  active: 'Active deals',
  hot: 'Hot deals (above 70%)',
  warm: 'Warm deals (40–70%)',
  cold: 'Deals needing attention (below 40%)',
  'high-risk': 'High-risk deals',
  'medium-risk': 'Medium-risk deals',
  'low-risk': 'Low-risk deals',
  stuck: 'Stuck deals (idle over 14 days)',
  'high-potential': 'High-potential deals (70% or more)',
  recent: 'Deals created in the last 30 days',
  won: 'Won deals',
  lost: 'Lost deals',
};

interface DealsListViewProps {
  pipeline: Pipeline;
  onOpen: (id: string) => void;
}

/** Every deal of the pipeline in a table, sorted on the server, loaded page by page as you scroll. */
export function DealsListView({ pipeline, onOpen }: DealsListViewProps) {
  const { sort, setSort, segment, clearSegment } = usePipelineParams();
  const list = useInfiniteQuery(dealListQuery({ pipelineId: pipeline.id, sort, ...(segment ? { segment } : {}) }));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const deals = list.data?.pages.flatMap((page) => page.items) ?? [];
  const stageName = (id: string) => pipeline.stages.find((s) => s.id === id)?.name ?? '—';
  const header = (field: SortField, label: string) => {
    const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
    const Icon = direction === 'ascending' ? ArrowUp : ArrowDown;
    return (
      <th aria-sort={direction}>
        <button
          type="button"
          className="link-button"
          onClick={() => setSort(sort === `-${field}` ? field : (`-${field}` as DealSort))}
        >
          {label} {direction !== 'none' && <Icon aria-hidden size={12} />}
        </button>
      </th>
    );
  };

  return (
    <div className="deals-list">
      {segment && (
        <p className="deals-list__filter">
          <span className="badge badge--primary" data-testid="deal-segment">
            {segmentNames[segment]}
          </span>
          <button type="button" className="link-button" onClick={clearSegment}>
            <X aria-hidden size={12} /> Show all deals
          </button>
        </p>
      )}
      <table className="table">
        <thead>
          <tr>
            <th>Deal</th>
            <th>Stage</th>
            {header('value', 'Value')}
            <th>Probability</th>
            <th>Contact</th>
            {header('expectedCloseDate', 'Expected close')}
            <th>Status</th>
            {header('createdAt', 'Age')}
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => (
            <tr key={deal.id}>
              <td>
                <button type="button" className="link-button" onClick={() => onOpen(deal.id)}>
                  {deal.title}
                </button>
              </td>
              <td>{stageName(deal.stageId)}</td>
              <td className="deals-list__number">{formatMoney(deal.value)}</td>
              <td className="deals-list__number">{deal.probability}%</td>
              <td>{deal.contactName ?? unknownContact}</td>
              <td>{deal.expectedCloseDate ?? '—'}</td>
              <td>
                <span className={`badge deal-status deal-status--${deal.status}`}>{deal.status}</span>
              </td>
              <td>
                <DealAgeBadge createdAt={deal.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.isPending && <Spinner label="Loading deals" />}
      {!list.isPending && deals.length === 0 && (
        <p className="field__hint">
          {segment ? 'No deals in this pipeline match this filter.' : 'No deals in this pipeline yet.'}
        </p>
      )}
      <div ref={sentinel} aria-hidden />
      {isFetchingNextPage && <Spinner size="sm" label="Loading more deals" />}
    </div>
  );
}
