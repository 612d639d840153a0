import type { RouteObject } from 'react-router-dom';
import { AssistantsPage } from './components/AssistantsPage';

/** /assistants; who may open it is the shell's page-access rule (the BFF's). */
export const assistantRoutes: RouteObject = { path: 'assistants', element: <AssistantsPage /> };
