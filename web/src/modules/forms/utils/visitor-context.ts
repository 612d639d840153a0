import type { PublicForm, Utm } from '@smartcrm/contracts';

/** Where a visitor came from, read from the page's address and referrer (the embed passes its own). */
export function visitorContext(search: string, referrer: string) {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of ['source', 'medium', 'campaign'] as const) {
    const value = params.get(`utm_${key}`);
    if (value) utm[key] = value.slice(0, 200);
  }
  return { utm, referrer: (params.get('referrer') ?? referrer).slice(0, 2048), params };
}

/** The values of a form's hidden fields, each from the page's query parameter it names. */
export function hiddenValues(form: PublicForm, params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = field.kind === 'hidden' && field.param ? params.get(field.param) : null;
    if (value) values[field.key] = value.slice(0, 500);
  }
  return values;
}
