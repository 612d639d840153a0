import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { TaskDetailPage } from './components/TaskDetailPage';
import { EditTaskPage, NewTaskPage } from './components/TaskEditorPage';
import { TasksPage } from './components/TasksPage';

/** /tasks and its pages (spec 001 §2.1, §2.5); tasks share the calendar permission (spec 000 §6). */
export const taskRoutes: RouteObject = {
  element: <RequirePermission permission="calendar" />,
  children: [
    { path: 'tasks', element: <TasksPage /> },
    { path: 'tasks/new', element: <NewTaskPage /> },
    { path: 'tasks/:id', element: <TaskDetailPage /> },
    { path: 'tasks/:id/edit', element: <EditTaskPage /> },
  ],
};
