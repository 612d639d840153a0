export interface ParallelResult<T, R> {
  done: { item: T; result: R }[];
  failed: { item: T; error: unknown }[];
}

/**
 * Runs `task` for every item, at most `concurrency` at a time (a browser opens few connections
 * per host anyway), reporting progress; one failure does not stop the others.
 */
export async function runInParallel<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  { concurrency = 6, onProgress }: { concurrency?: number; onProgress?: (finished: number) => void } = {},
): Promise<ParallelResult<T, R>> {
  const outcome: ParallelResult<T, R> = { done: [], failed: [] };
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        outcome.done.push({ item, result: await task(item) });
      } catch (error) {
        outcome.failed.push({ item, error });
      }
      onProgress?.(++finished);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return outcome;
}
