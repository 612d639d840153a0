import { ActivityDraft, CallOutcome, EmailDirection } from '@smartcrm/contracts';
import { z } from 'zod';

export type ComposerTab = ActivityDraft['kind'];

/** The composer's inputs; each tab logs the ones it shows. */
const ComposerFields = z.object({
  body: z.string(),
  outcome: CallOutcome,
  minutes: z
    .string()
    .refine((text) => text === '' || (Number(text) >= 0 && Number(text) <= 1440), 'must be 0 to 1,440 minutes'),
  subject: z.string(),
  direction: EmailDirection,
});
export type ComposerValues = z.input<typeof ComposerFields>;

export const blankComposer: ComposerValues = {
  body: '',
  outcome: 'connected',
  minutes: '',
  subject: '',
  direction: 'outbound',
};

/** The open tab's fields read into the contract's ActivityDraft, which checks them. */
export const composerSchema = (tab: ComposerTab) =>
  ComposerFields.transform(({ body, outcome, minutes, subject, direction }): ActivityDraft => {
    if (tab === 'call')
      return { kind: 'call', outcome, durationSeconds: Math.round((Number(minutes) || 0) * 60), body };
    if (tab === 'email') return { kind: 'email', direction, subject, body };
    return { kind: 'note', body };
  }).pipe(ActivityDraft);
