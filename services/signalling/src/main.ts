import { runService } from '@smartcrm/kit';
import { signallingService } from './app';

await runService(signallingService);
