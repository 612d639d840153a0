import type { Activity, CallOutcome } from '@smartcrm/contracts';
import { format } from 'date-fns';

export const callOutcomeLabels: Record<CallOutcome, string> = {
  connected: 'Connected',
  no_answer: 'No answer',
  left_voicemail: 'Left voicemail',
  busy: 'Busy',
  wrong_number: 'Wrong number',
};

/** 340 → '5 min 40 s'; 0 → '' (not timed). */
export function formatDuration(seconds: number): string {
  if (!seconds) return '';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (!minutes) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The one-line headline of a timeline entry; its body, if any, is shown below it. */
export function describeActivity(activity: Activity): string {
  const { meta } = activity;
  switch (activity.kind) {
    case 'note':
      return 'Note';
    case 'call': {
      const outcome = callOutcomeLabels[meta.outcome as CallOutcome] ?? 'Call';
      const duration = formatDuration(Number(meta.durationSeconds) || 0);
      return ['Call', outcome, duration].filter(Boolean).join(' · ');
    }
    case 'email':
      return `${meta.direction === 'inbound' ? 'Email received' : 'Email sent'}: ${activity.subject ?? ''}`;
    case 'sms':
      return `${meta.direction === 'inbound' ? 'Text received from' : 'Text sent to'} ${text(meta.peer)}`;
    case 'stage_change':
      return `Moved from ${text(meta.fromStage) || 'another stage'} to ${text(meta.toStage)}`;
    case 'deal_created':
      return `Deal “${activity.subject ?? ''}” created in ${text(meta.toStage)}`;
    case 'task_completed':
      return `Completed task “${activity.subject ?? ''}”`;
    case 'appointment': {
      const starts = text(meta.startsAt);
      const when = starts ? ` for ${format(new Date(starts), 'PPp')}` : '';
      return `Scheduled ${text(meta.type) || 'an appointment'} “${activity.subject ?? ''}”${when}`;
    }
    case 'contact_created':
      return 'Contact created';
    case 'form_submission': {
      const source = text((meta.utm as Record<string, unknown> | undefined)?.source);
      return `Submitted the form “${activity.subject ?? ''}”${source ? ` (source: ${source})` : ''}`;
    }
    case 'video_view': {
      const views = Number(meta.views) || 1;
      return `Watched the video “${activity.subject ?? ''}”${views > 1 ? ` (view ${views})` : ''}`;
    }
  }
}

/** An email from a mailbox that shares metadata only: its entry says the body was kept back. */
export const bodyWithheld = (activity: Activity): boolean =>
  activity.kind === 'email' && activity.meta.bodyShared === false;
