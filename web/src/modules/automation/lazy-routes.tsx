import type { RouteObject } from 'react-router-dom';
import { WorkflowEditorPage } from './components/WorkflowEditorPage';
import { WorkflowsPage } from './components/WorkflowsPage';

/** Who may open these is the shell's page-access rule (the BFF's `access.automation`). */
export const automationRoutes: RouteObject[] = [
  { path: 'workflow-builder', element: <WorkflowsPage area={null} /> },
  { path: 'workflow-builder/:id', element: <WorkflowEditorPage /> },
  { path: 'lead-automation', element: <WorkflowsPage area="lead" /> },
  { path: 'task-automation', element: <WorkflowsPage area="task" /> },
];
