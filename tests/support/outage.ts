/**
 * An outage of a test's private server: it stops, stays down while `whileDown` runs and for at
 * least `downMs`, then starts again whatever happened meanwhile (a failed assertion included).
 */
export async function outage(
  stop: () => Promise<unknown> | unknown,
  start: () => Promise<unknown> | unknown,
  downMs: number,
  whileDown: () => Promise<void> = async () => undefined,
): Promise<void> {
  await stop();
  try {
    await Promise.all([whileDown(), new Promise((resolve) => setTimeout(resolve, downMs))]);
  } finally {
    await start();
  }
}
