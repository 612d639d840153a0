import { type DealLines, formatMinor, type Product, priceLines } from '@smartcrm/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import type { z } from 'zod';
import { type LineForm, LineFormSchema, toMajor } from '../utils/line-form';

const billingOptions = [
  { value: 'one_off', label: 'One-off' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];
const number = { valueAsNumber: true } as const;

const formOf = (saved: DealLines): LineForm => ({
  currency: saved.currency,
  taxMode: saved.taxMode,
  valueFollowsLines: saved.valueFollowsLines,
  lines: saved.lines.map(({ unitPrice, net: _n, tax: _t, total: _s, ...line }) => ({
    ...line,
    price: toMajor(unitPrice, saved.currency),
  })),
});

/**
 * A deal's line items: products from the catalogue or free lines, with quantity, discount and tax
 * per line, and totals computed as the server will (each line rounded once).
 */
export function LineItemsEditor({
  saved,
  products,
  onSave,
}: {
  saved: DealLines;
  products: Product[];
  onSave: (lines: z.output<typeof LineFormSchema>) => Promise<unknown>;
}) {
  const { form, submit, sending, formError } = useSchemaForm(LineFormSchema, formOf(saved), onSave);
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [currency, taxMode, typed] = form.watch(['currency', 'taxMode', 'lines']);
  const preview = LineFormSchema.safeParse({ currency, taxMode, valueFollowsLines: false, lines: typed });
  const totals = preview.success ? priceLines(preview.data.lines, preview.data.taxMode).totals : null;
  const priced = products.filter((p) => p.prices[currency] !== undefined);

  const addProduct = (id: string) => {
    const product = priced.find((p) => p.id === id);
    if (!product) return;
    lines.append({
      productId: product.id,
      description: product.name,
      quantity: 1,
      price: toMajor(product.prices[currency] ?? 0, currency),
      discountPercent: 0,
      taxRate: product.taxRate,
      billing: product.billing,
    });
  };

  return (
    <form className="money-lines" onSubmit={submit} noValidate aria-label="Line items">
      <div className="money-lines__settings">
        <FormInput form={form} name="currency" label="Currency" maxLength={3} className="money-lines__currency" />
        <FormSelect
          form={form}
          name="taxMode"
          label="Prices"
          options={[
            { value: 'exclusive', label: 'Before tax' },
            { value: 'inclusive', label: 'Including tax' },
          ]}
        />
        <label className="money-lines__follow">
          <input type="checkbox" {...form.register('valueFollowsLines')} /> Deal value follows these lines
        </label>
      </div>
      <table className="table money-lines__table">
        <thead>
          <tr>
            <th>Item</th>
            <th>Qty</th>
            <th>Unit price</th>
            <th>Discount %</th>
            <th>Tax %</th>
            <th>Billing</th>
            <th>
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.fields.map((field, i) => (
            <tr key={field.id}>
              <td>
                <FormInput form={form} name={`lines.${i}.description`} label="Description" />
              </td>
              <td>
                <FormInput
                  form={form}
                  name={`lines.${i}.quantity`}
                  label="Quantity"
                  type="number"
                  step="any"
                  rules={number}
                />
              </td>
              <td>
                <FormInput
                  form={form}
                  name={`lines.${i}.price`}
                  label="Unit price"
                  type="number"
                  step="any"
                  rules={number}
                />
              </td>
              <td>
                <FormInput
                  form={form}
                  name={`lines.${i}.discountPercent`}
                  label="Discount"
                  type="number"
                  step="any"
                  rules={number}
                />
              </td>
              <td>
                <FormInput
                  form={form}
                  name={`lines.${i}.taxRate`}
                  label="Tax rate"
                  type="number"
                  step="any"
                  rules={number}
                />
              </td>
              <td>
                <FormSelect form={form} name={`lines.${i}.billing`} label="Billing" options={billingOptions} />
              </td>
              <td>
                <Button variant="ghost" size="sm" aria-label={`Remove line ${i + 1}`} onClick={() => lines.remove(i)}>
                  <Trash2 size={16} aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="money-lines__add">
        <label className="field">
          <span className="field__label">Add a product</span>
          <select
            className="field__input field__select"
            aria-label="Add a product"
            value=""
            onChange={(event) => addProduct(event.target.value)}
          >
            <option value="">{priced.length ? 'Choose a product…' : `No product priced in ${currency}`}</option>
            {priced.map((p) => (
              <option key={p.id} value={p.id}>
                {p.sku} · {p.name} · {formatMinor(p.prices[currency] ?? 0, currency)}
              </option>
            ))}
          </select>
        </label>
        <Button
          onClick={() =>
            lines.append({
              productId: null,
              description: '',
              quantity: 1,
              price: 0,
              discountPercent: 0,
              taxRate: 0,
              billing: 'one_off',
            })
          }
        >
          <Plus size={16} aria-hidden /> Free line
        </Button>
      </div>
      {totals && (
        <dl className="money-totals" aria-label="Totals">
          <dt>Subtotal</dt>
          <dd>{formatMinor(totals.net, currency)}</dd>
          <dt>Tax</dt>
          <dd>{formatMinor(totals.tax, currency)}</dd>
          <dt>Total</dt>
          <dd>{formatMinor(totals.total, currency)}</dd>
        </dl>
      )}
      {formError && <p role="alert">{formError}</p>}
      <Button type="submit" variant="primary" busy={sending}>
        Save line items
      </Button>
    </form>
  );
}
