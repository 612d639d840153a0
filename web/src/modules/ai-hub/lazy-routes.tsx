import type { RouteObject } from 'react-router-dom';
import { AiIntegrationPage } from './components/AiIntegrationPage';

/** /ai-integration: the AI hub, provider status and bulk runs. */
export const aiHubRoutes: RouteObject = { path: 'ai-integration', element: <AiIntegrationPage /> };
