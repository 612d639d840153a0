import type { Activity } from '@smartcrm/contracts';
import { Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RelativeTime } from '../../contacts/components/RelativeTime';
import type { useActivityWrites } from '../hooks/useActivityWrites';
import { activityIcons } from '../utils/activity-icons';
import { bodyWithheld, describeActivity } from '../utils/describe-activity';
import { replyLinkOf } from '../utils/reply-link';

interface ActivityItemProps {
  activity: Activity;
  /** The author may edit and delete their own notes. */
  editable: boolean;
  writes: ReturnType<typeof useActivityWrites>;
}

export function ActivityItem({ activity, editable, writes }: ActivityItemProps) {
  const Icon = activityIcons[activity.kind];
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const replyLink = replyLinkOf(activity);
  const save = () =>
    draft?.trim() &&
    writes.edit.mutate(
      { id: activity.id, patch: { body: draft, version: activity.version } },
      { onSuccess: () => setDraft(null) },
    );

  return (
    <li className={`activity activity--${activity.kind}`}>
      <span className="activity__icon" aria-hidden>
        <Icon size={14} />
      </span>
      <div className="activity__main">
        <div className="activity__head">
          <span className="activity__what">{describeActivity(activity)}</span>
          <span className="activity__when">
            {activity.actorName && <span>{activity.actorName} · </span>}
            <RelativeTime iso={activity.occurredAt} />
          </span>
        </div>
        {draft !== null ? (
          <div className="activity__edit">
            <textarea
              aria-label="Edit note"
              className="field__input"
              rows={3}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="activity__edit-actions">
              <Button size="sm" onClick={() => setDraft(null)}>
                Cancel
              </Button>
              <Button size="sm" variant="primary" busy={writes.edit.isPending} onClick={save}>
                Save
              </Button>
            </div>
          </div>
        ) : bodyWithheld(activity) ? (
          <p className="activity__body muted">Body not shared</p>
        ) : (
          activity.body && <p className="activity__body">{activity.body}</p>
        )}
      </div>
      {replyLink && (
        <span className="activity__tools">
          <Link className="icon-button" aria-label="Reply" title="Reply in this thread" to={replyLink}>
            <Reply aria-hidden size={14} />
          </Link>
        </span>
      )}
      {editable && draft === null && (
        <span className="activity__tools">
          <button
            type="button"
            className="icon-button"
            aria-label="Edit note"
            onClick={() => setDraft(activity.body ?? '')}
          >
            <Pencil aria-hidden size={14} />
          </button>
          <button type="button" className="icon-button" aria-label="Delete note" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden size={14} />
          </button>
        </span>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this note?"
        description="It disappears from the timeline for everyone."
        confirmLabel="Delete note"
        danger
        busy={writes.remove.isPending}
        onConfirm={() => writes.remove.mutate(activity.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
