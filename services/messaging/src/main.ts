import { runService } from '@smartcrm/kit';
import { messagingService } from './app';

await runService(messagingService);
