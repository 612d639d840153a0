import { type AutomationObject, automationObjects, type Pipeline, Trigger } from '@smartcrm/contracts';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { triggerDefaults, triggerTypes, typedTrigger } from '../utils/trigger-edit';
import { blankToUndefined, fieldOptions } from '../utils/field-values';
import { TriggerDetails } from './TriggerDetails';

const objects = automationObjects.map((o) => ({ value: o, label: o[0]!.toUpperCase() + o.slice(1) }));
const recordTriggers = new Set(['record_created', 'record_updated', 'record_deleted', 'manual']);
const blank = { setValueAs: blankToUndefined };

/** What starts the workflow; applied to the flow (saved with the workflow). */
export function TriggerForm({
  trigger,
  pipelines,
  hookToken,
  onApply,
}: {
  trigger: Trigger;
  pipelines: Pipeline[];
  /** The saved workflow's webhook secret, shown as its URL. */
  hookToken: string | null;
  onApply: (t: Trigger) => void;
}) {
  const { form, submit } = useSchemaForm(Trigger, trigger, async (value) => onApply(typedTrigger(value)));
  const type = form.watch('type');
  const any = form as unknown as UseFormReturn<Record<string, unknown>>;
  // A kind picked anew starts from its defaults (a schedule's zone is the browser's).
  useEffect(() => {
    for (const [field, value] of Object.entries(triggerDefaults(type))) {
      // A field just shown holds its input's empty text.
      const current = any.getValues(field);
      if (current === undefined || current === '') any.setValue(field, value);
    }
  }, [type, any]);
  const object = (any.watch('object') as AutomationObject | undefined) ?? 'contact';
  const stages = pipelines.flatMap((p) =>
    p.stages.map((s) => ({ value: s.id, label: pipelines.length > 1 ? `${p.name}: ${s.name}` : s.name })),
  );
  return (
    <form className="workflow-form" onSubmit={submit} aria-label="Trigger">
      <h2 className="workflow-form__title">Trigger</h2>
      <FormSelect form={form} name="type" label="When" options={triggerTypes} />
      {recordTriggers.has(type) && <FormSelect form={any} name="object" label="Record" options={objects} />}
      {type === 'record_updated' && (
        <>
          <FormSelect
            form={any}
            name="field"
            label="Field that changes (any when empty)"
            options={[{ value: '', label: 'Any field' }, ...fieldOptions(object)]}
            rules={blank}
          />
          <FormInput form={any} name="to" label="Changed to (any value when empty)" rules={blank} />
        </>
      )}
      {type === 'deal_stage_changed' && (
        <>
          <FormSelect
            form={any}
            name="toStageId"
            label="To stage"
            options={[{ value: '', label: 'Any stage' }, ...stages]}
            rules={blank}
          />
          <FormSelect
            form={any}
            name="toStatus"
            label="To a stage that is"
            options={[
              { value: '', label: 'Open, won or lost' },
              { value: 'won', label: 'Won' },
              { value: 'lost', label: 'Lost' },
              { value: 'open', label: 'Open' },
            ]}
            rules={blank}
          />
        </>
      )}
      <TriggerDetails form={any} type={type} hookToken={hookToken} />
      <Button type="submit" variant="primary" size="sm">
        Apply
      </Button>
    </form>
  );
}
