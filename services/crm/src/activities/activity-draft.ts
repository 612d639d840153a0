import type { RpcParsedRequest } from '@smartcrm/contracts';

type Draft = RpcParsedRequest<'crm.activities.log'>['activity'];

/** The columns of what a user logged: a call's outcome and duration and an email's direction go in meta. */
export function draftColumns(draft: Draft) {
  switch (draft.kind) {
    case 'note':
      return { kind: draft.kind, subject: null, body: draft.body, meta: {} };
    case 'call':
      return {
        kind: draft.kind,
        subject: null,
        body: draft.body || null,
        meta: { outcome: draft.outcome, durationSeconds: draft.durationSeconds },
      };
    case 'email':
      return {
        kind: draft.kind,
        subject: draft.subject,
        body: draft.body || null,
        meta: { direction: draft.direction },
      };
  }
}

/** Calls and emails are contact with the person; a note is not. */
export const isContactMoment = (kind: string) => kind === 'call' || kind === 'email';
