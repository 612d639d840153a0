import type { MonthStatement, Statement } from '@smartcrm/contracts';
import { dollarsAndCents, monthName, wholeDollars } from '../utils/money';

function MonthTable({ month, share }: { month: MonthStatement; share: number }) {
  return (
    <section className="card statement-month" aria-labelledby={`month-${month.month}`}>
      <h2 id={`month-${month.month}`} className="card__title">
        {monthName(month.month)}
        {month.projected && <span className="badge badge--primary">Projected to month end</span>}
      </h2>
      {month.lines.length === 0 ? (
        <p className="statement-month__empty">No active clients this month.</p>
      ) : (
        <table className="table statement-table">
          <thead>
            <tr>
              <th>Client</th>
              <th>Plan</th>
              <th className="num">Price</th>
              <th className="num">Days active</th>
              <th className="num">Billed</th>
              <th className="num">Share</th>
              <th className="num">Earned</th>
            </tr>
          </thead>
          <tbody>
            {month.lines.map((line) => (
              <tr key={`${line.tenantId}-${line.plan}`}>
                <th scope="row">{line.companyName}</th>
                <td>{line.planName}</td>
                <td className="num">{wholeDollars(line.monthlyPrice)}/mo</td>
                <td className="num">
                  {line.daysActive} of {line.daysInMonth}
                </td>
                <td className="num">{dollarsAndCents(line.billedCents)}</td>
                <td className="num">{share}%</td>
                <td className="num">{dollarsAndCents(line.earnedCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Month total
              </th>
              <td className="num">{dollarsAndCents(month.billedCents)}</td>
              <td />
              <td className="num">{dollarsAndCents(month.earnedCents)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

/** A partner's statement: the months newest first, each client's billed amount and the share earned. */
export function StatementView({ statement }: { statement: Statement }) {
  const share = statement.partner.sharePercent;
  return (
    <>
      <section className="partner-stats" aria-label="Statement totals">
        <div className="partner-stat card">
          <span className="partner-stat__label">Billed to clients</span>
          <strong className="partner-stat__value">{dollarsAndCents(statement.billedCents)}</strong>
        </div>
        <div className="partner-stat card">
          <span className="partner-stat__label">Share</span>
          <strong className="partner-stat__value">{share}%</strong>
        </div>
        <div className="partner-stat card">
          <span className="partner-stat__label">Earned by {statement.partner.companyName}</span>
          <strong className="partner-stat__value" data-testid="statement-earned">
            {dollarsAndCents(statement.earnedCents)}
          </strong>
        </div>
      </section>
      {statement.months.map((month) => (
        <MonthTable key={month.month} month={month} share={share} />
      ))}
    </>
  );
}
