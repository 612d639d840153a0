import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Task } from '@smartcrm/contracts';
import { CheckCircle2, Circle, MoreHorizontal, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useToggleTask } from '../hooks/useTaskMutations';

/** Spec 001 §2.5: Mark Complete / Mark Incomplete and Edit Task. */
export function TaskCardMenu({ task }: { task: Task }) {
  const toggle = useToggleTask();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="icon-button" aria-label={`Actions for ${task.title}`}>
        <MoreHorizontal aria-hidden size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4} collisionPadding={8}>
          <DropdownMenu.Item
            className="menu__item"
            onSelect={() => toggle.mutate({ task, completed: !task.completed })}
          >
            {task.completed ? <Circle aria-hidden size={16} /> : <CheckCircle2 aria-hidden size={16} />}
            {task.completed ? 'Mark Incomplete' : 'Mark Complete'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate(`/tasks/${task.id}/edit`)}>
            <Pencil aria-hidden size={16} />
            Edit Task
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
