import { runService } from '@smartcrm/kit';
import { crmService } from './app';

await runService(crmService);
