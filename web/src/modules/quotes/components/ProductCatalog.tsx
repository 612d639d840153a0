import { Billing, Currency, formatMinor, type Product, ProductInput } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { createProduct, moneyKeys } from '../queries';
import { toMinor } from '../utils/line-form';

/** One price typed in major units in one currency; the catalogue keeps minor units per currency. */
const NewProduct = z
  .object({
    sku: z.string(),
    name: z.string(),
    currency: Currency,
    price: z.number({ error: 'must be a number' }).min(0, 'must be 0 or more'),
    taxRate: z.number({ error: 'must be a number' }),
    billing: Billing,
  })
  .transform(
    ({ currency, price, ...product }): z.input<typeof ProductInput> => ({
      ...product,
      prices: { [currency]: toMinor(price, currency) },
    }),
  )
  .pipe(ProductInput);

const prices = (product: Product) =>
  Object.entries(product.prices)
    .map(([currency, amount]) => formatMinor(amount, currency))
    .join(' · ');

/** The products quotes are priced from: listed for everyone, added by those who keep the catalogue. */
export function ProductCatalog({ products, canEdit }: { products: Product[]; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const { form, submit, sending, formError } = useSchemaForm(
    NewProduct,
    { sku: '', name: '', currency: 'USD', price: 0, taxRate: 0, billing: 'one_off' },
    async (input) => {
      const product = await createProduct(input);
      toast.success(`${product.name} added to the catalogue`);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: moneyKeys.products });
    },
    { fieldOf: (path) => (path.startsWith('prices') ? 'price' : path) },
  );
  return (
    <details className="money-card money-catalog">
      <summary className="money-card__title">Products ({products.length})</summary>
      {products.length > 0 && (
        <table className="table" aria-label="Products">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Name</th>
              <th>Prices</th>
              <th>Tax</th>
              <th>Billing</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id}>
                <td>{product.sku}</td>
                <td>{product.name}</td>
                <td>{prices(product)}</td>
                <td>{product.taxRate}%</td>
                <td>{product.billing.replace('_', '-')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && (
        <form className="money-lines__settings" onSubmit={submit} noValidate aria-label="New product">
          <FormInput form={form} name="sku" label="SKU" maxLength={64} />
          <FormInput form={form} name="name" label="Product name" maxLength={200} />
          <FormInput form={form} name="currency" label="Currency" maxLength={3} className="money-lines__currency" />
          <FormInput
            form={form}
            name="price"
            label="Unit price"
            type="number"
            step="any"
            rules={{ valueAsNumber: true }}
          />
          <FormInput
            form={form}
            name="taxRate"
            label="Tax %"
            type="number"
            step="any"
            rules={{ valueAsNumber: true }}
          />
          <FormSelect
            form={form}
            name="billing"
            label="Billing"
            options={[
              { value: 'one_off', label: 'One-off' },
              { value: 'monthly', label: 'Monthly' },
              { value: 'yearly', label: 'Yearly' },
            ]}
          />
          <Button type="submit" busy={sending}>
            Add product
          </Button>
          {formError && <p role="alert">{formError}</p>}
        </form>
      )}
    </details>
  );
}
