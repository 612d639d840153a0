import { baseConfigSchema } from '@smartcrm/kit';
import { z } from 'zod';

const urlList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(stun|stuns|turn|turns):/, 'must be stun:, stuns:, turn: or turns: URLs')));

export const signallingConfigSchema = baseConfigSchema.extend({
  /** How long callees ring before the call ends as not answered. */
  CALL_RING_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** Comma-separated STUN URLs handed to browsers (stun:stun.example.com:3478). */
  ICE_STUN_URLS: urlList,
  /** Comma-separated TURN URLs (turn:turn.example.com:3478?transport=udp,turns:…:5349). */
  TURN_URLS: urlList,
  /** The TURN server's shared secret (coturn static-auth-secret): short-lived credentials per user. */
  TURN_SECRET: z.string().min(16).optional(),
  /** Fixed TURN credentials, used when no TURN_SECRET is set. */
  TURN_USERNAME: z.string().optional(),
  TURN_CREDENTIAL: z.string().optional(),
  /** Lifetime of minted TURN credentials; browsers fetch the servers again after it. */
  TURN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(3600),
});
export type SignallingConfig = z.infer<typeof signallingConfigSchema>;
