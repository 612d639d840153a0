import { z } from 'zod';

/** The secret of a workflow's inbound webhook URL: its workspace, then 192 random bits (base64url). */
export const HookToken = z.string().regex(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{32}$/, 'is not a webhook token');

/** What an integrator posts: any JSON object; `email` picks the contact the run is about. */
export const HookPayload = z.looseObject({ email: z.email().max(254).optional() });
export type HookPayload = z.infer<typeof HookPayload>;

/** Taken: a run started on the contact the body named, or none when it named no known contact. */
export const HookReply = z.object({ started: z.number().int(), contactId: z.uuid().nullable() });
export type HookReply = z.infer<typeof HookReply>;

/** A body larger than this is refused (413): a webhook carries a record's facts, not files. */
export const hookBodyLimit = 64 * 1024;
