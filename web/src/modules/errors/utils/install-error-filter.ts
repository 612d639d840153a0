import { isSuppressedError } from './error-filter';

/** Silences the noisy global errors of spec 000 §8, in window events and console.error alike. */
export function installErrorFilter(): void {
  window.addEventListener('error', (event) => {
    if (isSuppressedError(event.error ?? event.message)) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isSuppressedError(event.reason)) event.preventDefault();
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (!isSuppressedError(...args)) consoleError(...args);
  };
}
