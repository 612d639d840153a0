import { type ActivityDraft, type CallOutcome, callOutcomes } from '@smartcrm/contracts';
import clsx from 'clsx';
import { type KeyboardEvent, useState } from 'react';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useActivityWrites } from '../hooks/useActivityWrites';
import type { TimelineParent } from '../queries';
import { callOutcomeLabels } from '../utils/describe-activity';

const tabs = [
  { kind: 'note', label: 'Note' },
  { kind: 'call', label: 'Call' },
  { kind: 'email', label: 'Email' },
] as const;
type Tab = (typeof tabs)[number]['kind'];

const outcomeOptions = callOutcomes.map((value) => ({ value, label: callOutcomeLabels[value] }));
const directionOptions = [
  { value: 'outbound', label: 'Sent' },
  { value: 'inbound', label: 'Received' },
];

/**
 * Logs a note, call or email. Not a <form>: it sits inside the contact form, so Enter in one of
 * its fields is caught by its own handler instead of submitting the contact.
 */
export function ActivityComposer({ parent }: { parent: TimelineParent }) {
  const [tab, setTab] = useState<Tab>('note');
  const [body, setBody] = useState('');
  const [outcome, setOutcome] = useState<CallOutcome>('connected');
  const [minutes, setMinutes] = useState('');
  const [subject, setSubject] = useState('');
  const [direction, setDirection] = useState<'outbound' | 'inbound'>('outbound');
  const { log } = useActivityWrites(parent);

  const draft = (): ActivityDraft => {
    if (tab === 'call') {
      return { kind: 'call', outcome, durationSeconds: Math.round((Number(minutes) || 0) * 60), body };
    }
    if (tab === 'email') return { kind: 'email', direction, subject, body };
    return { kind: 'note', body };
  };
  const submit = () => {
    if (log.isPending) return;
    log.mutate(draft(), {
      onSuccess: () => {
        setBody('');
        setSubject('');
        setMinutes('');
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const inTextArea = event.target instanceof HTMLTextAreaElement;
    if (event.key === 'Enter' && (!inTextArea || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  };
  const error = log.error instanceof ApiError ? log.error : null;
  const placeholder = { note: 'Write a note…', call: 'What was said (optional)', email: 'Summary (optional)' }[tab];

  return (
    <div className="activity-composer">
      <div className="activity-composer__tabs" role="tablist" aria-label="What to log">
        {tabs.map((t) => (
          <button
            key={t.kind}
            type="button"
            role="tab"
            aria-selected={tab === t.kind}
            className={clsx('activity-composer__tab', tab === t.kind && 'activity-composer__tab--active')}
            onClick={() => setTab(t.kind)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="activity-composer__panel" role="tabpanel">
        {tab === 'call' && (
          <div className="activity-composer__row">
            <SelectField
              label="Outcome"
              value={outcome}
              options={outcomeOptions}
              onChange={(v) => setOutcome(v as CallOutcome)}
            />
            <TextField
              label="Minutes"
              type="number"
              min={0}
              step="any"
              value={minutes}
              onChange={setMinutes}
              onKeyDown={onKeyDown}
            />
          </div>
        )}
        {tab === 'email' && (
          <div className="activity-composer__row">
            <SelectField
              label="Direction"
              value={direction}
              options={directionOptions}
              onChange={(v) => setDirection(v as 'outbound' | 'inbound')}
            />
            <TextField label="Subject" value={subject} onChange={setSubject} onKeyDown={onKeyDown} />
          </div>
        )}
        <label className="visually-hidden" htmlFor={`activity-body-${tab}`}>
          {tab === 'note' ? 'Note' : 'Details'}
        </label>
        <textarea
          id={`activity-body-${tab}`}
          className="field__input activity-composer__body"
          rows={tab === 'note' ? 3 : 2}
          placeholder={placeholder}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {error && (
          <p className="form-error" role="alert">
            {error.issues[0]?.message ?? error.message}
          </p>
        )}
        <div className="activity-composer__actions">
          <span className="muted activity-composer__hint">Ctrl+Enter to save</span>
          <Button variant="primary" size="sm" busy={log.isPending} onClick={submit}>
            {tab === 'note' ? 'Add note' : tab === 'call' ? 'Log call' : 'Log email'}
          </Button>
        </div>
      </div>
    </div>
  );
}
