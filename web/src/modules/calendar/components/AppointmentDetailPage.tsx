import { Appointment } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { PageSpinner } from '../../../ui/Spinner';
import { useAppointmentRealtime } from '../hooks/useAppointmentRealtime';
import {
  appointmentKeys,
  appointmentQuery,
  deleteAppointment,
  restoreAppointment,
  updateAppointment,
} from '../queries';
import { appointmentFormValues, appointmentPatchFrom } from '../utils/appointment-form';
import { AppointmentFacts } from './AppointmentFacts';
import { AppointmentForm } from './AppointmentForm';
import '../calendar.css';

/** /appointments/:id: the appointment, editable in place (status included), with delete and undo. */
export function AppointmentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const appointment = useQuery(appointmentQuery(id));
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  const update = useMutation({
    mutationFn: (patch: Parameters<typeof updateAppointment>[1]) => updateAppointment(id, patch),
    onSuccess: refresh,
    onError: (error) => {
      const current =
        error instanceof ApiError ? Appointment.safeParse((error.details as { current?: unknown })?.current) : null;
      if (!current?.success) return;
      queryClient.setQueryData(appointmentKeys.detail(id), current.data);
      toast.error(
        'Someone else changed this appointment meanwhile; you now see their version. Make your change again.',
      );
    },
  });
  const remove = useMutation({ mutationFn: () => deleteAppointment(id) });
  useAppointmentRealtime();

  if (appointment.isError) {
    return (
      <Page title="Appointment">
        <EmptyState icon={CalendarDays} title="Appointment not found">
          <p>It may have been deleted, or it is not shared with you.</p>
          <Link to="/calendar" className="button button--secondary">
            Back to the calendar
          </Link>
        </EmptyState>
      </Page>
    );
  }
  if (!appointment.data) return <PageSpinner label="Loading the appointment" />;
  const a = appointment.data;
  const when = `${format(parseISO(a.startsAt), 'EEEE, MMMM d, yyyy h:mm a')}${a.endsAt ? ` – ${format(parseISO(a.endsAt), 'h:mm a')}` : ''}`;

  if (editing) {
    return (
      <Page title="Edit Appointment">
        <AppointmentForm
          key={a.version}
          appointment={a}
          defaults={appointmentFormValues(a)}
          submitLabel="Save Changes"
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await update.mutateAsync(appointmentPatchFrom(a, values));
            toast.success('Changes saved');
            setEditing(false);
          }}
        />
      </Page>
    );
  }
  const removeWithUndo = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        void refresh();
        toast.success(`Deleted “${a.title}”`, {
          action: { label: 'Undo', onClick: () => void restoreAppointment(id).then(refresh) },
        });
        navigate('/calendar');
      },
    });
  return (
    <Page
      title={a.title}
      subtitle={when}
      actions={
        <div className="detail-actions">
          <Button variant="primary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} /> Edit
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={removeWithUndo}>
            <Trash2 aria-hidden size={16} /> Delete
          </Button>
        </div>
      }
    >
      <div className="card appt-detail">
        <AppointmentFacts appointment={a} />
        {a.description && <p className="appt-detail__description">{a.description}</p>}
        <Link to={`/calendar?view=day&date=${format(parseISO(a.startsAt), 'yyyy-MM-dd')}`}>← Show in the calendar</Link>
      </div>
    </Page>
  );
}
