import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { AiToolsPage } from './components/AiToolsPage';

/** /ai-tools and its tools (?tool=id), for roles with the AI tools permission (spec 000 §6). */
export const aiToolRoutes: RouteObject = {
  element: <RequirePermission permission="ai_tools" />,
  children: [{ path: 'ai-tools', element: <AiToolsPage /> }],
};
