import { queueNames } from '@smartcrm/contracts';
import { createJobProducer, type Logger, type Shutdown, startJobWorker } from '@smartcrm/kit';
import { z } from 'zod';

export const ImportJob = z.object({ tenantId: z.uuid(), importId: z.uuid() });
export type ImportJob = z.infer<typeof ImportJob>;
export type ImportJobName = 'import' | 'revert';

const queue = queueNames.contactImport;

export function createImportQueue(redisUrl: string, shutdown: Shutdown) {
  const jobs = createJobProducer<ImportJob, ImportJobName>(redisUrl, queue, shutdown);
  return {
    /** The job id is the import's (plus the verb): adding it twice runs it once. */
    add: (name: ImportJobName, data: ImportJob) =>
      jobs.add(name, data, name === 'import' ? data.importId : `${data.importId}-${name}`),
  };
}
export type ImportQueue = ReturnType<typeof createImportQueue>;

export interface ImportProcessors {
  import(job: ImportJob, signal: AbortSignal): Promise<void>;
  revert(job: ImportJob, signal: AbortSignal): Promise<void>;
  /** Called once a job will not be tried again. */
  gaveUp(name: ImportJobName, job: ImportJob, error: Error): Promise<void>;
}

/** On shutdown the running jobs stop at a batch boundary; a retry resumes after the last one. */
export function startImportWorker(
  redisUrl: string,
  concurrency: number,
  { gaveUp, ...processors }: ImportProcessors,
  log: Logger,
  shutdown: Shutdown,
) {
  startJobWorker({ redisUrl, queue, schema: ImportJob, concurrency, processors, gaveUp, log, shutdown });
}
