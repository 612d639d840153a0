import type { RouteObject } from 'react-router-dom';
import { ReportBuilderPage } from './components/ReportBuilderPage';
import { reportPaths } from './utils/report-paths';

/** /business-analysis and its alias; who may open them is the shell's page-access rule (the BFF's). */
export const reportRoutes: RouteObject[] = reportPaths.map((path) => ({ path, element: <ReportBuilderPage /> }));
