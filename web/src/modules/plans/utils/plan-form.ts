import { type Plan, PlanId, PlanInput, Quotas } from '@smartcrm/contracts';
import { z } from 'zod';
import { limitText } from './plan-format';

/** A limit field: blank means unlimited; anything else must be a whole number the quota allows. */
const limit = (quota: z.ZodType<number | null, number | null>) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, 'must be a whole number (blank: unlimited)')
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(quota);

/**
 * The plan form as its inputs hold it, each field checked by the contract's rule for it (a new
 * plan's id too), read into the body the plans API takes.
 */
export const planFormSchema = (isNew: boolean) =>
  z
    .object({
      id: isNew ? PlanId : z.string(),
      name: PlanInput.shape.name,
      price: z
        .string()
        .trim()
        .regex(/^\d+$/, 'must be whole dollars')
        .transform(Number)
        .pipe(PlanInput.shape.monthlyPrice),
      users: limit(Quotas.shape.users),
      contacts: limit(Quotas.shape.contacts),
      aiCredits: limit(Quotas.shape.aiCredits),
      features: PlanInput.shape.features,
      /** The pricing section's lines under the price, one per line. */
      highlights: z
        .string()
        .transform((text) =>
          text
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        )
        .pipe(PlanInput.shape.highlights.unwrap()),
      popular: z.boolean(),
      listed: z.boolean(),
    })
    .transform(({ price, users, contacts, aiCredits, ...plan }) => ({
      ...plan,
      monthlyPrice: price,
      quotas: { users, contacts, aiCredits },
    }));

export const planFormValues = (plan: Plan | null): z.input<ReturnType<typeof planFormSchema>> => ({
  id: plan?.id ?? '',
  name: plan?.name ?? '',
  price: plan ? String(plan.monthlyPrice) : '',
  users: limitText(plan?.quotas.users ?? null),
  contacts: limitText(plan?.quotas.contacts ?? null),
  aiCredits: limitText(plan?.quotas.aiCredits ?? null),
  features: plan?.features ?? ['dashboard', 'contacts', 'pipeline'],
  highlights: plan?.highlights.join('\n') ?? '',
  popular: plan?.popular ?? false,
  listed: plan?.listed ?? true,
});

/** Which field shows a server issue: `quotas.users` → users, `monthlyPrice` → price, a line → highlights. */
export const planFieldOf = (path: string) =>
  path === 'monthlyPrice' ? 'price' : (path.replace(/^quotas\./, '').split('.')[0] ?? path);
