import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { AssistantsPage } from './components/AssistantsPage';

/** /assistants: AI assistants use the AI tools permission (spec 000 §6). */
export const assistantRoutes: RouteObject = {
  element: <RequirePermission permission="ai_tools" />,
  children: [{ path: 'assistants', element: <AssistantsPage /> }],
};
