import type { RouteObject } from 'react-router-dom';
import { CallLogPage } from './components/CallLogPage';

/** Spec 000 §2 maps call recording, analytics and connection quality to the Phone System screen. */
export const callRoutes: RouteObject = { path: 'phone-system', element: <CallLogPage /> };
