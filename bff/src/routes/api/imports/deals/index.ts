import { importRoutes } from '../../../../shared-routes/imports';

export default importRoutes('deals');
