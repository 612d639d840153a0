import { queueNames } from '@smartcrm/contracts';
import { createJobProducer, type Shutdown } from '@smartcrm/kit';
import { z } from 'zod';

export const ExportJob = z.object({ tenantId: z.uuid(), exportId: z.uuid() });
export type ExportJob = z.infer<typeof ExportJob>;

export const exportQueue = queueNames.dataExport;

/** The job id is the export's: adding it twice runs it once. */
export function createExportQueue(redisUrl: string, shutdown: Shutdown) {
  const jobs = createJobProducer<ExportJob, 'export'>(redisUrl, exportQueue, shutdown, { attempts: 3 });
  return { add: (job: ExportJob) => jobs.add('export', job, job.exportId) };
}
export type ExportQueue = ReturnType<typeof createExportQueue>;
