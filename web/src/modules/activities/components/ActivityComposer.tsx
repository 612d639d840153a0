import { callOutcomes } from '@smartcrm/contracts';
import clsx from 'clsx';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { fieldError, FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { useActivityWrites } from '../hooks/useActivityWrites';
import type { TimelineParent } from '../queries';
import { blankComposer, type ComposerTab, composerSchema } from '../utils/composer-form';
import { callOutcomeLabels } from '../utils/describe-activity';

const tabs = [
  { kind: 'note', label: 'Note' },
  { kind: 'call', label: 'Call' },
  { kind: 'email', label: 'Email' },
] as const satisfies readonly { kind: ComposerTab; label: string }[];

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
  const [tab, setTab] = useState<ComposerTab>('note');
  const { log } = useActivityWrites(parent);
  const { form, submit, formError, sending } = useSchemaForm(composerSchema(tab), blankComposer, async (draft) => {
    await log.mutateAsync(draft);
    form.reset({ ...form.getValues(), body: '', subject: '', minutes: '' });
  });
  const save = () => {
    if (!sending) void submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const inTextArea = event.target instanceof HTMLTextAreaElement;
    if (event.key === 'Enter' && (!inTextArea || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      save();
    }
  };
  // The body's label is hidden, so what is wrong with it is said in the composer's one message line.
  const message = fieldError(form, 'body') ?? formError;
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
            <FormSelect form={form} name="outcome" label="Outcome" options={outcomeOptions} />
            <FormInput
              form={form}
              name="minutes"
              label="Minutes"
              type="number"
              min={0}
              step="any"
              onKeyDown={onKeyDown}
            />
          </div>
        )}
        {tab === 'email' && (
          <div className="activity-composer__row">
            <FormSelect form={form} name="direction" label="Direction" options={directionOptions} />
            <FormInput form={form} name="subject" label="Subject" onKeyDown={onKeyDown} />
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
          onKeyDown={onKeyDown}
          {...form.register('body')}
        />
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
        <div className="activity-composer__actions">
          <span className="muted activity-composer__hint">Ctrl+Enter to save</span>
          <Button variant="primary" size="sm" busy={sending} onClick={save}>
            {tab === 'note' ? 'Add note' : tab === 'call' ? 'Log call' : 'Log email'}
          </Button>
        </div>
      </div>
    </div>
  );
}
