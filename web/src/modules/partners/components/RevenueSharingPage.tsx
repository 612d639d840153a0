import { StatementQuery } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import '../partners.css';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../../auth/hooks/useSession';
import { tenantQuery } from '../../tenant/utils/tenant-storage';
import { statementPath, statementQuery } from '../queries';
import { monthsAgo } from '../utils/money';
import { OperatorPartners } from './OperatorPartners';
import { StatementView } from './StatementView';

/** /revenue-sharing: monthly statements of the share a partner earns of its clients' plan prices. */
export function RevenueSharingPage() {
  const user = useSession().user;
  const isOperator = Boolean(user?.isOperator && !user.support);
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [from, setFrom] = useState(monthsAgo(2));
  const [to, setTo] = useState(monthsAgo(0));
  const range = StatementQuery.safeParse({ from, to });
  const query = useQuery({ ...statementQuery(partnerId, from, to), enabled: range.success });
  const csv = `${statementPath(partnerId, 'csv', from, to)}&${tenantQuery().slice(1)}`;
  return (
    <Page
      title="Revenue Sharing"
      subtitle={query.data ? `Statements of ${query.data.partner.companyName}` : 'Your share of your clients’ plans'}
      actions={
        range.success && (
          <a className="button button--secondary" href={csv} download>
            <Download aria-hidden size={16} />
            Export CSV
          </a>
        )
      }
    >
      {isOperator && <OperatorPartners selected={partnerId} onSelect={setPartnerId} />}
      <div className="statement-range">
        <label className="field">
          <span className="field__label">From</span>
          <input type="month" className="field__input" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">To</span>
          <input type="month" className="field__input" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        {!range.success && <p className="field__error">{range.error.issues[0]?.message}</p>}
      </div>
      <p className="statement-rule">
        How amounts are worked out: each day of a month (UTC) is billed at 1/days-in-month of the price of the plan the
        client is on at the end of that day, if it is active then. A client active all month is billed exactly its plan
        price; one created mid-month is billed from its first day, one suspended is not billed from the day of its
        suspension, and a plan change counts from its day. Amounts are rounded to the cent per line; your share is that
        amount times your percentage, rounded to the cent. The current month is projected to its end as clients stand
        today.
      </p>
      {query.isPending && range.success ? (
        <Spinner label="Loading the statement" />
      ) : query.isError ? (
        <p className="field__error">{query.error.message}</p>
      ) : (
        query.data && <StatementView statement={query.data} />
      )}
    </Page>
  );
}
