/** A failure to start that explains itself (what is missing, what to install): shown without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
