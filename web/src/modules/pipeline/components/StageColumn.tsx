import { type BoardColumn, boardMaxPerStage, boardPage, groupThousands, type PipelineStage } from '@smartcrm/contracts';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import clsx from 'clsx';
import { Button } from '../../../ui/Button';
import { formatMoney, formatMoneyShort } from '../utils/money';
import { DealCard } from './DealCard';
import { QuickCreateDeal } from './QuickCreateDeal';

interface StageColumnProps {
  stage: PipelineStage;
  column: BoardColumn;
  highlighted: boolean;
  onOpen: (id: string) => void;
  loadingMore: boolean;
  onShowMore: () => void;
}

export const columnDropId = (stageId: string) => `stage:${stageId}`;

/**
 * One stage: its name, count and totals, its first cards in order (Show more opens the next page,
 * so a stage of 40,000 deals loads as fast as one of 4), and a quick create at the bottom.
 */
export function StageColumn({ stage, column, highlighted, onOpen, loadingMore, onShowMore }: StageColumnProps) {
  const { setNodeRef } = useDroppable({ id: columnDropId(stage.id) });
  const hidden = column.count - column.deals.length;
  return (
    <section
      ref={setNodeRef}
      className={clsx('stage-column', `stage-column--${stage.kind}`, highlighted && 'stage-column--over')}
      aria-labelledby={`stage-${stage.id}`}
      data-stage-key={stage.key}
    >
      <header className="stage-column__header">
        <h2 id={`stage-${stage.id}`} className="stage-column__name">
          {stage.name}
        </h2>
        <span className="stage-column__count" data-testid="stage-count">
          {groupThousands(String(column.count))}
          <span className="visually-hidden">{column.count === 1 ? ' deal' : ' deals'}</span>
        </span>
        <p className="stage-column__totals">
          <span data-testid="stage-total" title={formatMoney(column.total)}>
            {formatMoneyShort(column.total)}
          </span>
          <span className="stage-column__weighted" title={`Weighted: ${formatMoney(column.weighted)}`}>
            {formatMoneyShort(column.weighted)} weighted
          </span>
        </p>
      </header>
      <SortableContext items={column.deals.map((d) => d.id)} strategy={verticalListSortingStrategy}>
        <ol className="stage-column__cards">
          {column.deals.map((deal) => (
            <DealCard key={deal.id} deal={deal} onOpen={onOpen} />
          ))}
        </ol>
      </SortableContext>
      {hidden > 0 && (
        <div className="stage-column__more">
          {column.deals.length < boardMaxPerStage ? (
            <>
              <span>{hidden.toLocaleString('en-US')} more</span>
              <Button variant="ghost" size="sm" busy={loadingMore} onClick={onShowMore}>
                Show {Math.min(boardPage, hidden)} more<span className="visually-hidden"> deals in {stage.name}</span>
              </Button>
            </>
          ) : (
            <span>{hidden.toLocaleString('en-US')} more in the list view</span>
          )}
        </div>
      )}
      <QuickCreateDeal stage={stage} />
    </section>
  );
}
