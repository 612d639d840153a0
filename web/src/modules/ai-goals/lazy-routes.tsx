import type { RouteObject } from 'react-router-dom';
import { GoalsPage } from './components/GoalsPage';

/** /ai-goals: every rep's own targets. */
export const aiGoalRoutes: RouteObject = { path: 'ai-goals', element: <GoalsPage /> };
