import { runService } from '@smartcrm/kit';
import { automationService } from './app';

await runService(automationService);
