import {
  type AnalyticsDeal,
  type DealList as DealListData,
  type DealSegment,
  formatCompact,
  formatMoney,
  winProbabilityTone,
} from '@smartcrm/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dealLink, dealsLink, unknownContact } from '../utils/links';
import { Avatar } from './Avatar';

interface DealListProps {
  title: string;
  list: DealListData;
  /** The classification behind the list: View All Deals opens the pipeline filtered to it. */
  segment: DealSegment;
  empty: string;
  /** What this screen says about each deal (idle days, risk, health…). */
  detail?: (deal: AnalyticsDeal) => ReactNode;
  linkLabel?: string;
}

/** A capped list of deals with its full count and a link to all of them in the pipeline. */
export function DealList({ title, list, segment, empty, detail, linkLabel = 'View All Deals' }: DealListProps) {
  return (
    <section className="card analytics-list" aria-label={title}>
      <header className="analytics-list__header">
        <h2 className="card__title">{title}</h2>
        <span className="badge">{formatCompact(list.total)}</span>
      </header>
      {list.items.length === 0 ? (
        <p className="analytics-list__empty">{empty}</p>
      ) : (
        <ul className="analytics-list__items">
          {list.items.map((deal) => (
            <li key={deal.id} className="analytics-list__item">
              <Avatar name={deal.contactName} />
              <div className="analytics-list__main">
                <Link to={dealLink(deal.id)} className="analytics-list__title">
                  {deal.title}
                </Link>
                <span className="analytics-list__meta">
                  {deal.contactName ?? unknownContact} · {deal.stageName}
                </span>
                {detail && <span className="analytics-list__detail">{detail(deal)}</span>}
              </div>
              <div className="analytics-list__figures">
                <span className="analytics-list__value">{formatMoney(deal.value)}</span>
                <span className={`tone-badge tone--${winProbabilityTone(deal.probability)}`}>{deal.probability}%</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.total > 0 && (
        <Link to={dealsLink(segment)} className="button button--secondary analytics-list__more">
          {linkLabel}
        </Link>
      )}
    </section>
  );
}
