import { zodResolver } from '@hookform/resolvers/zod';
import { OperatorCreateTenantInput } from '@smartcrm/contracts';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { clearErrorsOnChange, submitHandler } from './use-schema-form';
import { unreachable } from './server-issues';

const blank = { companyName: 'Acme', slug: 'acme', plan: 'starter', owner: { name: 'Ann', email: 'ann@acme.test' } };

/** A real react-hook-form form (no React needed) validated by a contract schema, as the forms make them. */
function tenantForm(values = blank) {
  return createFormControl({ resolver: zodResolver(OperatorCreateTenantInput), defaultValues: values });
}
const errorsOf = (form: ReturnType<typeof tenantForm>) => form.control._formState.errors;

describe('submitHandler', () => {
  it('sends only valid values, showing the schema’s issues on their fields, nested ones included', async () => {
    const form = tenantForm({ ...blank, owner: { name: 'Ann', email: 'not an email' } });
    const sent: unknown[] = [];
    await submitHandler(form, async (values) => sent.push(values))();
    expect(sent).toEqual([]);
    expect(errorsOf(form).owner?.email?.message).toMatch(/email/);
  });

  it('puts the server’s field issues on the fields that show them, and no form message', async () => {
    const form = tenantForm();
    await submitHandler(form, async () => {
      throw new ApiError('Invalid input', 400, 'bad_input', { issues: [{ path: 'body.slug', message: 'is taken' }] });
    })();
    expect(errorsOf(form).slug?.message).toBe('is taken');
    expect(errorsOf(form).root).toBeUndefined();
  });

  it('says on the form what the server said when no field the form shows is named', async () => {
    const form = tenantForm();
    const refused = new ApiError('Invalid input: token: is invalid', 400, 'bad_input', {
      issues: [{ path: 'body.token', message: 'is invalid' }],
    });
    await submitHandler(form, async () => Promise.reject(refused))();
    expect(errorsOf(form).root?.message).toBe('Invalid input: token: is invalid');
  });

  it('says SmartCRM was not reached when the request got no answer of the server', async () => {
    const form = tenantForm();
    await submitHandler(form, async () => Promise.reject(new TypeError('Failed to fetch')))();
    expect(errorsOf(form).root?.message).toBe(unreachable);
    await submitHandler(form, async () => Promise.reject(new ApiError('HTTP error! status: 502', 502, null)), {
      fallback: 'Not saved',
    })();
    expect(errorsOf(form).root?.message).toBe('Not saved');
  });

  it('hands the form-level message to the form’s own place for it when it has one', async () => {
    const form = tenantForm();
    const said: string[] = [];
    const conflict = new ApiError('That slug is taken', 409, 'conflict');
    await submitHandler(form, async () => Promise.reject(conflict), { onFormError: (message) => said.push(message) })();
    expect(said).toEqual(['That slug is taken']);
    expect(errorsOf(form).root).toBeUndefined();
  });

  it('is submitting until the request is answered', async () => {
    const form = tenantForm();
    let answer = () => {};
    const submitting = submitHandler(form, () => new Promise<void>((resolve) => (answer = resolve)))();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(form.control._formState.isSubmitting).toBe(true);
    answer();
    await submitting;
    expect(form.control._formState.isSubmitting).toBe(false);
  });
});

describe('clearErrorsOnChange', () => {
  it('takes a field’s error away as it is changed, before the form is first submitted', async () => {
    const form = tenantForm({ ...blank, slug: '' });
    const { control, ...methods } = form;
    clearErrorsOnChange({ ...methods, formState: control._formState });
    await form.trigger(['slug', 'companyName']);
    expect(errorsOf(form).slug).toBeDefined();
    await form.register('slug').onChange({ target: { name: 'slug', value: 'a' }, type: 'change' });
    expect(errorsOf(form).slug).toBeUndefined();
  });
});
