import type { MeetingType } from '@smartcrm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { bookingKeys, deleteMeetingType, meetingTypesQuery, replaceMeetingType } from '../queries';
import { inputOf } from '../utils/meeting-type-form';
import { MeetingTypeEditor } from './MeetingTypeEditor';
import '../booking.css';

/** "Mon, Tue 09:00–17:00": the weekdays of each range of hours together. */
function hours(type: MeetingType): string {
  const days = new Map<string, string[]>();
  for (const rule of type.availability) {
    const range = `${rule.start}–${rule.end}`;
    days.set(range, [...(days.get(range) ?? []), rule.weekday[0]!.toUpperCase() + rule.weekday.slice(1)]);
  }
  return [...days].map(([range, list]) => `${list.join(', ')} ${range}`).join('; ');
}

const summary = (type: MeetingType) =>
  [`${type.durationMinutes} min`, type.hostName ?? 'no host', hours(type), type.timeZone].join(' · ');

/** /booking-pages: the meeting types visitors book on the workspace's public pages; bookings land on /calendar. */
export function MeetingTypesPage() {
  const queryClient = useQueryClient();
  const types = useQuery(meetingTypesQuery());
  const [editing, setEditing] = useState<MeetingType | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.meetingTypes });
  const toggle = async (type: MeetingType) => {
    await replaceMeetingType(type.id, { ...inputOf(type), active: !type.active });
    await refresh();
  };
  const remove = async (type: MeetingType) => {
    await deleteMeetingType(type.id);
    toast.success(`${type.name} deleted; its bookings stay on the calendar`);
    await refresh();
  };
  return (
    <Page
      title="Booking Pages"
      subtitle="Meeting types visitors book on your public pages, in their own time zone. Bookings appear on the calendar."
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          New meeting type
        </Button>
      }
    >
      {editing && (
        <MeetingTypeEditor
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing === 'new' ? {} : { type: editing })}
          onDone={() => setEditing(null)}
        />
      )}
      {types.isPending && <Spinner label="Loading meeting types" />}
      {types.data?.length === 0 && !editing && (
        <EmptyState icon={CalendarClock} title="No meeting types yet">
          Create one to get a booking link to share.
        </EmptyState>
      )}
      <ul className="booking-types" aria-label="Meeting types">
        {types.data?.map((type) => (
          <li key={type.id} className="booking-types__item">
            <div>
              <strong>{type.name}</strong> {!type.active && <span className="field__hint">(off)</span>}
              <p className="field__hint">{summary(type)}</p>
              <Link to={`/book/${type.slug}`} target="_blank">
                {`${window.location.origin}/book/${type.slug}`}
              </Link>
            </div>
            <div className="booking-actions">
              <Button size="sm" onClick={() => setEditing(type)}>
                Edit
              </Button>
              <Button size="sm" onClick={() => toggle(type)}>
                {type.active ? 'Switch off' : 'Switch on'}
              </Button>
              <Button size="sm" variant="danger" onClick={() => remove(type)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Page>
  );
}
