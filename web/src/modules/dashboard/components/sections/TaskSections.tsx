import type { Task } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { addDays, format, isSameDay, parseISO, startOfDay } from 'date-fns';
import { Link } from 'react-router-dom';
import { TaskCard } from '../../../tasks/components/TaskCard';
import { dashboardTasksQuery } from '../../queries';
import { StageFunnel } from './PipelineSections';
import '../../../tasks/tasks.css';

const today = () => format(new Date(), 'yyyy-MM-dd');

/** Spec 001 §2.5 with real tasks: the next seven days, each day's open tasks and who has them. */
export function TasksSchedule() {
  const { data } = useQuery({
    ...dashboardTasksQuery({ state: 'open', sort: 'dueDate', limit: 200 }),
    throwOnError: true,
  });
  if (!data) return null;
  const start = startOfDay(new Date());
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const dueOn = (day: Date) => data.filter((t: Task) => t.dueDate && isSameDay(parseISO(t.dueDate), day));
  return (
    <ol className="tasks-schedule" aria-label="Tasks Schedule">
      {days.map((day) => (
        <li key={day.toISOString()} className="tasks-schedule__day">
          <strong>{format(day, 'EEE d')}</strong>
          {dueOn(day).map((task) => (
            <Link key={task.id} to={`/tasks/${task.id}`} className="tasks-schedule__task">
              <span>{task.title}</span>
              <span className="muted">{task.assigneeName ?? 'Unassigned'}</span>
            </Link>
          ))}
        </li>
      ))}
    </ol>
  );
}

export function TasksAndFunnel() {
  return (
    <div className="dashboard-split">
      <div>
        <h3 className="dashboard-subtitle">Tasks Schedule</h3>
        <TasksSchedule />
      </div>
      <div>
        <h3 className="dashboard-subtitle">Stage Funnel</h3>
        <StageFunnel />
      </div>
    </div>
  );
}

/** Your open tasks due today, to tick off from here. */
export function DaysTasks() {
  const { data } = useQuery({
    ...dashboardTasksQuery({ state: 'open', assignee: 'me', due: 'today', today: today(), sort: 'dueDate', limit: 6 }),
    throwOnError: true,
  });
  if (!data) return null;
  if (!data.length) return <p className="muted">Nothing due today. Well done!</p>;
  return (
    <ul className="task-list">
      {data.map((task) => (
        <TaskCard key={task.id} task={task} overdue={task.dueDate !== null && task.dueDate < today()} />
      ))}
    </ul>
  );
}
