import { DealSegment, type DealSort, dealSorts } from '@smartcrm/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type PipelineView = 'board' | 'list';

/** The page's state in its URL, so a link opens the same pipeline, view and deal. */
export function usePipelineParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: name !== 'deal' },
      ),
    [setParams],
  );
  const segment = DealSegment.safeParse(params.get('segment')).data ?? null;
  return {
    pipelineId: params.get('pipeline'),
    view: (params.get('view') === 'list' ? 'list' : 'board') as PipelineView,
    /** A classification an analytics screen's View All Deals filters the list by. */
    segment,
    clearSegment: () => set('segment', null),
    dealId: params.get('deal'),
    /** The list view's sort (in the URL so a saved view keeps it). */
    sort: (dealSorts as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as DealSort)
      : '-createdAt',
    setSort: (sort: DealSort) => set('sort', sort === '-createdAt' ? null : sort),
    setPipelineId: (id: string) => set('pipeline', id),
    setView: (view: PipelineView) => set('view', view === 'list' ? 'list' : null),
    openDeal: (id: string | null) => set('deal', id),
    /** The header's New deal: the board, with the first stage's quick form open (`new=deal`). */
    newDeal: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('view');
          next.set('new', 'deal');
          return next;
        },
        { replace: true },
      ),
  };
}
