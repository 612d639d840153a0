import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addHours, isValid, parseISO, startOfHour } from 'date-fns';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Page } from '../../../ui/Page';
import { appointmentKeys, createAppointment } from '../queries';
import { appointmentInputFrom, emptyAppointmentForm } from '../utils/appointment-form';
import { AppointmentForm } from './AppointmentForm';
import '../calendar.css';

/** /appointments/new: ?start= (a clicked slot, local time) and ?contactId= prefill the form. */
export function NewAppointmentPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
  const asked = params.get('start') ? parseISO(params.get('start')!) : null;
  const start = asked && isValid(asked) ? asked : startOfHour(addHours(new Date(), 1));
  return (
    <Page title="New Appointment">
      <AppointmentForm
        defaults={emptyAppointmentForm(start, { contactId: params.get('contactId') ?? '' })}
        submitLabel="Schedule Appointment"
        onCancel={() => navigate(-1)}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(appointmentInputFrom(values));
          toast.success(`Scheduled “${created.title}”`);
          navigate(`/appointments/${created.id}`, { replace: true });
        }}
      />
    </Page>
  );
}
