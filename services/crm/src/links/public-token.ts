import { randomBytes } from 'node:crypto';

/** The secret of a link a customer opens without signing in (a quote, a booking): 192 random bits. */
export const newPublicToken = () => randomBytes(24).toString('base64url');
