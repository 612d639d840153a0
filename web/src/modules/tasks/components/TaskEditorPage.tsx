import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Page } from '../../../ui/Page';
import { PageSpinner } from '../../../ui/Spinner';
import { useCreateTask, useUpdateTask } from '../hooks/useTaskMutations';
import { taskQuery } from '../queries';
import { emptyTaskForm, taskFormValues, taskInputFrom, taskPatchFrom } from '../utils/task-form';
import { TaskForm } from './TaskForm';
import { TaskNotFound } from './TaskNotFound';
import '../tasks.css';

/** /tasks/new (a contact, deal or due date may come prefilled: ?contactId=&dealId=&dueDate=). */
export function NewTaskPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateTask();
  const defaults = emptyTaskForm({
    contactId: params.get('contactId') ?? '',
    dealId: params.get('dealId') ?? '',
    dueDate: params.get('dueDate') ?? '',
  });
  return (
    <Page title="New Task">
      <TaskForm
        defaults={defaults}
        submitLabel="Create Task"
        onCancel={() => navigate(-1)}
        onSubmit={async (values) => {
          const task = await create.mutateAsync(taskInputFrom(values));
          toast.success(`Created “${task.title}”`);
          navigate(`/tasks/${task.id}`, { replace: true });
        }}
      />
    </Page>
  );
}

/** /tasks/:id/edit: saves only what changed, with the version it was read at. */
export function EditTaskPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const task = useQuery({ ...taskQuery(id), staleTime: Number.POSITIVE_INFINITY });
  const update = useUpdateTask();
  if (task.isError) return <TaskNotFound />;
  if (!task.data) return <PageSpinner label="Loading the task" />;
  const current = task.data;
  return (
    <Page title="Edit Task">
      <TaskForm
        key={current.version}
        task={current}
        defaults={taskFormValues(current)}
        submitLabel="Save Changes"
        onCancel={() => navigate(`/tasks/${id}`)}
        onSubmit={async (values) => {
          await update.mutateAsync({ id, patch: taskPatchFrom(current, values) });
          toast.success('Changes saved');
          navigate(`/tasks/${id}`);
        }}
      />
    </Page>
  );
}
