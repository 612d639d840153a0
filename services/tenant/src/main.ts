import { runService } from '@smartcrm/kit';
import { tenantService } from './app';

await runService(tenantService);
