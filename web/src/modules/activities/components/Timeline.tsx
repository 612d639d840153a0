import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../../auth/hooks/useSession';
import { useActivityRealtime } from '../hooks/useActivityRealtime';
import { useActivityWrites } from '../hooks/useActivityWrites';
import { type TimelineParent, timelineQuery } from '../queries';
import { ActivityComposer } from './ActivityComposer';
import { ActivityItem } from './ActivityItem';
import '../activities.css';

/** A contact's or deal's activity: a composer, then everything that happened, newest first. */
export function Timeline({ parent }: { parent: TimelineParent }) {
  const timeline = useInfiniteQuery(timelineQuery(parent));
  const writes = useActivityWrites(parent);
  const { user } = useSession();
  useActivityRealtime();
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="activity-timeline" aria-labelledby="activity-timeline-title">
      <h3 id="activity-timeline-title" className="activity-timeline__title">
        Activity
      </h3>
      <ActivityComposer parent={parent} />
      {timeline.isPending ? (
        <Spinner label="Loading the timeline" />
      ) : timeline.isError ? (
        <p className="form-error" role="alert">
          The timeline could not be loaded.
        </p>
      ) : items.length === 0 ? (
        <p className="muted">Nothing logged yet.</p>
      ) : (
        <ol className="activity-timeline__list" aria-label="Timeline">
          {items.map((activity) => (
            <ActivityItem
              key={activity.id}
              activity={activity}
              editable={activity.kind === 'note' && activity.actorId === user?.id}
              writes={writes}
            />
          ))}
        </ol>
      )}
      {timeline.hasNextPage && (
        <Button size="sm" variant="ghost" busy={timeline.isFetchingNextPage} onClick={() => timeline.fetchNextPage()}>
          Show older
        </Button>
      )}
    </section>
  );
}
