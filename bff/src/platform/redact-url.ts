/** Emailed links carry single-use tokens in `?token=`; request logs keep the path, not the secret. */
export const redactUrl = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
