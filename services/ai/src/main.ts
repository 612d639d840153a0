import { runService } from '@smartcrm/kit';
import { aiService } from './app';

await runService(aiService);
