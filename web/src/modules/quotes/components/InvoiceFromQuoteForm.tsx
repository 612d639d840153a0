import { DateOnly, formatMinor, type Quote } from '@smartcrm/contracts';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { createInvoice } from '../queries';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FromQuote = z.object({ quoteId: z.uuid('choose an accepted quote'), dueOn: DateOnly });

/** Invoices an accepted quote: its lines, currency and customer; the number is taken as it is created. */
export function InvoiceFromQuoteForm({ quotes, onCreated }: { quotes: Quote[]; onCreated: () => void }) {
  const { form, submit, sending, formError } = useSchemaForm(
    FromQuote,
    { quoteId: '', dueOn: inDays(30) },
    async (values) => {
      const invoice = await createInvoice(values);
      toast.success(`Invoice ${invoice.number} created`);
      form.reset({ quoteId: '', dueOn: values.dueOn });
      onCreated();
    },
  );
  const options = [
    { value: '', label: quotes.length ? 'Choose an accepted quote…' : 'No accepted quote waiting' },
    ...quotes.map((q) => ({
      value: q.id,
      label: `${q.number} v${q.version} · ${q.dealTitle} · ${formatMinor(q.totals.total, q.currency)}`,
    })),
  ];
  return (
    <form className="money-card money-invoice-form" onSubmit={submit} noValidate aria-label="Invoice a quote">
      <FormSelect form={form} name="quoteId" label="Accepted quote" options={options} />
      <FormInput form={form} name="dueOn" label="Due on" type="date" />
      <Button type="submit" variant="primary" busy={sending} disabled={quotes.length === 0}>
        Create invoice
      </Button>
      {formError && <p role="alert">{formError}</p>}
    </form>
  );
}
