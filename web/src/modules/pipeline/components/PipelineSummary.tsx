import { type Board, groupThousands } from '@smartcrm/contracts';
import { formatMoneyShort } from '../utils/money';

/** Open pipeline at a glance: how many open deals, their value and its weighted share. */
export function PipelineSummary({ board }: { board: Board }) {
  const open = board.columns.filter((c) => board.pipeline.stages.find((s) => s.id === c.stageId)?.kind === 'open');
  const count = open.reduce((sum, c) => sum + c.count, 0);
  const total = open.reduce((sum, c) => sum + c.total, 0);
  const weighted = open.reduce((sum, c) => sum + c.weighted, 0);
  return (
    <p className="page__subtitle">
      {groupThousands(String(count))} open {count === 1 ? 'deal' : 'deals'} · {formatMoneyShort(total)} ·{' '}
      {formatMoneyShort(weighted)} weighted
    </p>
  );
}
