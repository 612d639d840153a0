import type { DealSort, Pipeline } from '@smartcrm/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { dealListQuery } from '../queries';
import { formatMoney } from '../utils/money';
import { DealAgeBadge } from './DealAgeBadge';
import { unknownContact } from './DealCard';

type SortField = 'createdAt' | 'value' | 'expectedCloseDate';

interface DealsListViewProps {
  pipeline: Pipeline;
  onOpen: (id: string) => void;
}

/** Every deal of the pipeline in a table, sorted on the server, loaded page by page as you scroll. */
export function DealsListView({ pipeline, onOpen }: DealsListViewProps) {
  const [sort, setSort] = useState<DealSort>('-createdAt');
  const list = useInfiniteQuery(dealListQuery({ pipelineId: pipeline.id, sort }));
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
      {!list.isPending && deals.length === 0 && <p className="field__hint">No deals in this pipeline yet.</p>}
      <div ref={sentinel} aria-hidden />
      {isFetchingNextPage && <Spinner size="sm" label="Loading more deals" />}
    </div>
  );
}
