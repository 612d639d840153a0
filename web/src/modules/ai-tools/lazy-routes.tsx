import type { RouteObject } from 'react-router-dom';
import { AiToolsPage } from './components/AiToolsPage';

/** /ai-tools and its tools (?tool=id); who may open it is the shell's page-access rule (the BFF's). */
export const aiToolRoutes: RouteObject = { path: 'ai-tools', element: <AiToolsPage /> };
