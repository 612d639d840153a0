import { type Pipeline, QuoteInput } from '@smartcrm/contracts';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect, FormTextarea } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const QuoteFormSchema = QuoteInput.omit({ document: true });

/** A new quote of the deal from its saved line items: title, terms, expiry and the stage acceptance moves it to. */
export function QuoteForm({
  dealId,
  dealTitle,
  pipeline,
  onCreate,
}: {
  dealId: string;
  dealTitle: string;
  pipeline: Pipeline | undefined;
  onCreate: (input: unknown) => Promise<unknown>;
}) {
  const won = pipeline?.stages.find((s) => s.kind === 'won');
  const { form, submit, sending, formError } = useSchemaForm(
    QuoteFormSchema,
    {
      dealId,
      title: dealTitle,
      terms: 'Payment due within 30 days of invoice.',
      expiresOn: inDays(30),
      acceptStageId: won?.id ?? null,
    },
    async (values) => {
      await onCreate(values);
      form.reset({ ...values, title: dealTitle });
    },
  );
  const stages = [
    { value: '', label: 'Leave the deal where it is' },
    ...(pipeline?.stages ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <form className="money-quote-form" onSubmit={submit} noValidate aria-label="New quote">
      <FormInput form={form} name="title" label="Quote title" maxLength={200} />
      <FormInput form={form} name="expiresOn" label="Valid until" type="date" />
      <FormSelect
        form={form}
        name="acceptStageId"
        label="When accepted, move the deal to"
        options={stages}
        rules={{ setValueAs: (v: string) => v || null }}
      />
      <FormTextarea form={form} name="terms" label="Terms" rows={3} />
      {formError && <p role="alert">{formError}</p>}
      <Button type="submit" variant="primary" busy={sending}>
        Create quote
      </Button>
    </form>
  );
}
