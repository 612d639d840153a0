import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { PipelinePage } from './components/PipelinePage';

/** /pipeline: the kanban board and list of deals (issue 4); ?deal= opens the drawer. */
export const pipelineRoutes: RouteObject = {
  element: <RequirePermission permission="pipeline" />,
  children: [{ path: 'pipeline', element: <PipelinePage /> }],
};
