import { z } from 'zod';

/** Events of the ai settings domain; events.ts combines every domain's. */
export const aiSettingsEvents = {
  /** A workspace's AI preferences or own provider changed: every ai instance drops what it cached. */
  'ai.settings.changed': { version: 1, data: z.object({ part: z.enum(['preferences', 'provider']) }) },
} as const;
