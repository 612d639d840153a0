import { importRoutes } from '../../../shared-routes/imports';

/** Contact imports: /api/imports, the upload at /api/imports/contacts. */
export default importRoutes('contacts');
