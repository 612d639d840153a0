import { CalendarPlus, ListPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import '../tasks.css';

/** From a contact: a task or an appointment with the contact already chosen. */
export function ContactTaskLinks({ contactId }: { contactId: string }) {
  return (
    <p className="contact-task-links">
      <Link to={`/tasks/new?contactId=${contactId}`} className="button button--secondary button--sm">
        <ListPlus aria-hidden size={14} /> New task
      </Link>
      <Link to={`/appointments/new?contactId=${contactId}`} className="button button--secondary button--sm">
        <CalendarPlus aria-hidden size={14} /> Schedule Appointment
      </Link>
    </p>
  );
}
