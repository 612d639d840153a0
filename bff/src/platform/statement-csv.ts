import type { Statement } from '@smartcrm/contracts';
import type { FastifyReply } from 'fastify';
import { sendCsvPages } from './csv-download';

const columns = [
  ['month', 'Month'],
  ['client', 'Client'],
  ['workspace', 'Workspace'],
  ['plan', 'Plan'],
  ['price', 'Plan price (USD/month)'],
  ['days', 'Days active'],
  ['daysInMonth', 'Days in month'],
  ['billed', 'Billed (USD)'],
  ['share', 'Share (%)'],
  ['earned', 'Earned (USD)'],
].map(([key, header]) => ({ key: key!, header: header! }));

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A statement as CSV: one row per client and plan of each month, each month's total, the grand total. */
export function sendStatementCsv(reply: FastifyReply, statement: Statement) {
  const share = String(statement.partner.sharePercent);
  const rows = statement.months.flatMap((month) => [
    ...month.lines.map((line) => ({
      month: month.month,
      client: line.companyName,
      workspace: line.slug,
      plan: line.planName,
      price: String(line.monthlyPrice),
      days: line.daysActive,
      daysInMonth: line.daysInMonth,
      billed: dollars(line.billedCents),
      share,
      earned: dollars(line.earnedCents),
    })),
    {
      month: month.month,
      client: 'Month total',
      billed: dollars(month.billedCents),
      share,
      earned: dollars(month.earnedCents),
    },
  ]);
  rows.push({
    month: 'Total',
    client: '',
    billed: dollars(statement.billedCents),
    share,
    earned: dollars(statement.earnedCents),
  });
  const from = statement.months.at(-1)?.month ?? '';
  const to = statement.months[0]?.month ?? '';
  const fileName = `revenue-${statement.partner.slug}-${from}${from === to ? '' : `-to-${to}`}.csv`;
  return sendCsvPages(
    reply,
    fileName,
    columns,
    async () => ({ items: rows, nextCursor: null }),
    (row) => row,
  );
}
