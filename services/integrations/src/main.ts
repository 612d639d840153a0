import { runService } from '@smartcrm/kit';
import { integrationsService } from './app';

await runService(integrationsService);
