import type { Appointment } from '@smartcrm/contracts';
import { Link } from 'react-router-dom';
import { appointmentStatusLabels, appointmentTypeLabels } from '../utils/appointment-form';

/** What an appointment is, where, and with whom. */
export function AppointmentFacts({ appointment: a }: { appointment: Appointment }) {
  return (
    <dl className="appt-facts">
      <dt>Type</dt>
      <dd>{appointmentTypeLabels[a.type]}</dd>
      <dt>Status</dt>
      <dd data-testid="appointment-status">{appointmentStatusLabels[a.status]}</dd>
      {a.location && (
        <>
          <dt>Location</dt>
          <dd>{a.location}</dd>
        </>
      )}
      {a.meetingUrl && (
        <>
          <dt>Meeting link</dt>
          <dd>
            <a href={a.meetingUrl} target="_blank" rel="noreferrer">
              {a.meetingUrl}
            </a>
          </dd>
        </>
      )}
      {a.contactId && (
        <>
          <dt>Contact</dt>
          <dd>
            <Link to={`/contacts/${a.contactId}`}>{a.contactName ?? 'Unknown Contact'}</Link>
          </dd>
        </>
      )}
      {a.dealId && (
        <>
          <dt>Deal</dt>
          <dd>
            <Link to={`/pipeline?deal=${a.dealId}`}>{a.dealTitle ?? 'Deleted deal'}</Link>
          </dd>
        </>
      )}
    </dl>
  );
}
