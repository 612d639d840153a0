import { runService } from '@smartcrm/kit';
import { identityService } from './app';

await runService(identityService);
