import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { useCreateTask } from '../hooks/useTaskMutations';

/** A title and an optional due date are enough; the task page takes the rest. */
export function QuickCreateTask() {
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTask();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Give the task a title');
    create.mutate(
      { title, dueDate: dueDate || null },
      {
        onSuccess: (task) => {
          toast.success(`Added “${task.title}”`);
          setTitle('');
          setDueDate('');
          setError(null);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form className="task-quick" onSubmit={submit} aria-label="Quick add task">
      <input
        className="field__input task-quick__title"
        aria-label="New task title"
        placeholder="Add a task…"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <input
        className="field__input"
        type="date"
        aria-label="Due date"
        value={dueDate}
        onChange={(e) => setDueDate(e.target.value)}
      />
      <Button variant="primary" type="submit" busy={create.isPending}>
        <Plus aria-hidden size={16} /> Add
      </Button>
      {error && (
        <p className="form-error task-quick__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
