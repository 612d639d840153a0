import type { BoardColumn, PipelineStage } from '@smartcrm/contracts';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import clsx from 'clsx';
import { formatMoney, formatMoneyShort } from '../utils/money';
import { DealCard } from './DealCard';
import { QuickCreateDeal } from './QuickCreateDeal';

interface StageColumnProps {
  stage: PipelineStage;
  column: BoardColumn;
  highlighted: boolean;
  onOpen: (id: string) => void;
}

export const columnDropId = (stageId: string) => `stage:${stageId}`;

/** One stage: its name, count and totals, its cards in order, and a quick create at the bottom. */
export function StageColumn({ stage, column, highlighted, onOpen }: StageColumnProps) {
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
          {column.count}
          <span className="visually-hidden"> deals</span>
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
      {hidden > 0 && <p className="stage-column__more">{hidden} more in the list view</p>}
      <QuickCreateDeal stage={stage} />
    </section>
  );
}
