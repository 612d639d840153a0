import { attainmentOf, type CommissionStatement, commissionOf, dealValueInMinor, rateFor } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { CommissionPlansTable } from './commission.table';
import type { StatementRow } from './commission.repository';

interface WonDeal {
  id: string;
  title: string;
  value: number;
  closed_on: string;
}

/**
 * A draft statement from the plan and the period's won deals: the rate is settled by the
 * period's attainment, then each deal's commission is rounded once and the total is their sum,
 * so the figures always reproduce from the lines.
 */
export function draftStatement(
  plan: Selectable<CommissionPlansTable>,
  period: { userId: string; from: string; to: string },
  deals: readonly WonDeal[],
): CommissionStatement {
  const values = deals.map((d) => dealValueInMinor(d.value, plan.currency));
  const won = values.reduce((a, b) => a + b, 0);
  const attainment = attainmentOf(won, plan.quota);
  const ratePercent = rateFor(Number(plan.rate_percent), plan.tiers, attainment);
  const lines = deals.map((d, i) => ({
    dealId: d.id,
    title: d.title,
    closedOn: d.closed_on,
    value: values[i] as number,
    commission: commissionOf(values[i] as number, ratePercent),
  }));
  return {
    ...period,
    currency: plan.currency,
    quota: plan.quota,
    attainment,
    ratePercent,
    lines,
    totals: { won, commission: lines.reduce((a, l) => a + l.commission, 0) },
    status: 'draft',
    approvedAt: null,
    approvedBy: null,
  };
}

export const approvedFromRow = (row: StatementRow): CommissionStatement => ({
  userId: row.user_id,
  from: row.from_day,
  to: row.to_day,
  currency: row.currency,
  quota: row.quota,
  attainment: row.attainment === null ? null : Number(row.attainment),
  ratePercent: Number(row.rate_percent),
  lines: row.lines,
  totals: { won: row.won, commission: row.commission },
  status: 'approved',
  approvedAt: row.approved_at.toISOString(),
  approvedBy: row.approved_by,
});
