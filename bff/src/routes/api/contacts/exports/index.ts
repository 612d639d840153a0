import { dataExportRoutes } from '../../../../shared-routes/data-exports';

export default dataExportRoutes('contacts');
