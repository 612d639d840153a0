import { type Member, type Step, waitUnits } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { FormInput, FormSelect, FormTextarea } from '../../../ui/form/FormInputs';
import { sequencesQuery, templatesQuery } from '../../email/queries';
import { pipelinesQuery } from '../../pipeline/queries';
import { blankToUndefined } from '../utils/field-values';

const asNumber = { setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)) };
const choose = (items: { value: string; label: string }[]) => [{ value: '', label: 'Choose…' }, ...items];
const mergeHint = 'Merge fields: {{contact.firstName}}, {{contact.name}}, {{contact.company}}, {{deal.title}}';

type Form = UseFormReturn<never>;
const n = (name: string) => name as never;

function StageSelect({ form }: { form: Form }) {
  const pipelines = useQuery(pipelinesQuery()).data ?? [];
  const stages = pipelines.flatMap((p) => p.stages.map((s) => ({ value: s.id, label: `${p.name} · ${s.name}` })));
  return <FormSelect form={form} name={n('stageId')} label="Stage" options={choose(stages)} />;
}

/** Who a message goes out as: the record's owner, or a chosen member. */
function SenderFields({ form, members }: { form: Form; members: Member[] }) {
  const f = form as unknown as UseFormReturn<Record<string, unknown>>;
  return (
    <>
      <FormSelect
        form={form}
        name={n('sender')}
        label="From"
        options={[
          { value: 'record_owner', label: "The record's owner" },
          { value: 'user', label: 'A chosen user' },
        ]}
      />
      {f.watch('sender') === 'user' && (
        <FormSelect
          form={form}
          name={n('senderId')}
          label="User"
          options={choose(members.map((m) => ({ value: m.userId, label: m.name || m.email })))}
          rules={{ setValueAs: blankToUndefined }}
        />
      )}
    </>
  );
}

function TemplateSelect({ form }: { form: Form }) {
  const templates = useQuery(templatesQuery()).data ?? [];
  const items = templates.map((t) => ({ value: t.id, label: t.name }));
  return <FormSelect form={form} name={n('templateId')} label="Template" options={choose(items)} />;
}

function SequenceSelect({ form }: { form: Form }) {
  const sequences = useQuery(sequencesQuery()).data ?? [];
  const items = sequences.map((s) => ({ value: s.id, label: s.name }));
  return <FormSelect form={form} name={n('sequenceId')} label="Sequence" options={choose(items)} />;
}

/** The settings of the steps beyond the record's own fields: tags, deals, messages, requests, the AI, a wait for a reply. */
export function ActionStepFields({ step, form, members }: { step: Step; form: Form; members: Member[] }) {
  switch (step.type) {
    case 'remove_tag':
      return <FormInput form={form} name={n('tag')} label="Tag" />;
    case 'move_deal_stage':
      return (
        <>
          <StageSelect form={form} />
          <p className="muted">On a contact's workflow, their newest open deal moves.</p>
        </>
      );
    case 'create_deal':
      return (
        <>
          <FormInput form={form} name={n('title')} label="Deal title" />
          <p className="muted">{mergeHint}</p>
          <StageSelect form={form} />
          <FormInput form={form} name={n('value')} label="Value ($)" type="number" min={0} rules={asNumber} />
        </>
      );
    case 'send_email':
      return (
        <>
          <TemplateSelect form={form} />
          <SenderFields form={form} members={members} />
          <p className="muted">
            Sent once from the sender's connected mailbox; without one the step fails and says so.
          </p>
        </>
      );
    case 'send_sms':
      return (
        <>
          <FormTextarea form={form} name={n('body')} label="Text" rows={3} />
          <p className="muted">{mergeHint}</p>
          <SenderFields form={form} members={members} />
        </>
      );
    case 'enrol_in_sequence':
      return (
        <>
          <SequenceSelect form={form} />
          <SenderFields form={form} members={members} />
        </>
      );
    case 'http_request':
      return (
        <>
          <div className="form-row">
            <FormSelect
              form={form}
              name={n('method')}
              label="Method"
              options={[
                { value: 'POST', label: 'POST' },
                { value: 'GET', label: 'GET' },
              ]}
            />
            <FormInput form={form} name={n('url')} label="Address" placeholder="https://example.com/hook" />
          </div>
          <FormTextarea form={form} name={n('body')} label="JSON body" rows={4} />
          <p className="muted">
            Signed with Standard Webhooks headers; {'{{record.id}}'} and {'{{run.id}}'} work besides the contact's
            fields.
          </p>
        </>
      );
    case 'ai_score':
      return <p className="muted">Scores the contact with the workspace's AI (uses AI credits).</p>;
    case 'wait_for_event':
      return (
        <>
          <p className="muted">Waits for the contact to reply by email, at most:</p>
          <div className="form-row">
            <FormInput form={form} name={n('amount')} label="At most" type="number" min={1} rules={asNumber} />
            <FormSelect
              form={form}
              name={n('unit')}
              label="Unit"
              options={waitUnits.map((u) => ({ value: u, label: u }))}
            />
          </div>
        </>
      );
    default:
      return null;
  }
}
