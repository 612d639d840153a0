import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { ArrowRight } from 'lucide-react';
import { timelineQuery } from '../queries';

/** The first part of the deal's activity timeline: every stage it went through, newest first. */
export function DealTimeline({ dealId }: { dealId: string }) {
  const timeline = useQuery(timelineQuery(dealId));
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <h3 id="timeline-title" className="timeline__title">
        Timeline
      </h3>
      {timeline.data?.length === 0 && <p className="field__hint">No stage changes yet.</p>}
      <ol className="timeline__list">
        {timeline.data?.map((change) => (
          <li key={change.id} className="timeline__item">
            <span className="timeline__what">
              {change.fromStage ? (
                <>
                  {change.fromStage} <ArrowRight aria-label="to" size={14} /> {change.toStage}
                </>
              ) : (
                `Created in ${change.toStage}`
              )}
            </span>
            <time
              className="timeline__when"
              dateTime={change.changedAt}
              title={new Date(change.changedAt).toLocaleString()}
            >
              {formatDistanceToNow(new Date(change.changedAt), { addSuffix: true })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
