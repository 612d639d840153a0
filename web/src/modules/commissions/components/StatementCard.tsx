import { type CommissionStatement, formatMinor } from '@smartcrm/contracts';

/** A statement's figures and the won deals behind them. */
export function StatementCard({ statement }: { statement: CommissionStatement }) {
  const money = (amount: number) => formatMinor(amount, statement.currency);
  return (
    <div className="commission-statement">
      <dl className="commission-figures">
        <div>
          <dt>Won</dt>
          <dd>{money(statement.totals.won)}</dd>
        </div>
        <div>
          <dt>Quota attainment</dt>
          <dd>{statement.attainment === null ? 'No quota' : `${statement.attainment}%`}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{statement.ratePercent}%</dd>
        </div>
        <div>
          <dt>Commission</dt>
          <dd className="commission-figures__total">{money(statement.totals.commission)}</dd>
        </div>
      </dl>
      {statement.lines.length === 0 ? (
        <p className="muted">No deals won in this period.</p>
      ) : (
        <table className="table" aria-label="Statement lines">
          <thead>
            <tr>
              <th>Deal</th>
              <th>Won on</th>
              <th className="num">Value</th>
              <th className="num">Commission</th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr key={line.dealId}>
                <td>{line.title}</td>
                <td>{line.closedOn}</td>
                <td className="num">{money(line.value)}</td>
                <td className="num">{money(line.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
