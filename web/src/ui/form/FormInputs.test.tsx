import { createFormControl } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldError, FormInput, FormSelect } from './FormInputs';

const formWith = (errors: Record<string, { message: string }> = {}) => {
  const form = createFormControl({ defaultValues: { email: 'ann@acme.test', role: 'admin' } });
  for (const [name, error] of Object.entries(errors)) form.setError(name as 'email', error);
  return { register: form.register, formState: form.control._formState };
};

describe('FormInput', () => {
  it('labels its input and announces its hint', () => {
    const html = renderToStaticMarkup(
      <FormInput form={formWith()} name="email" label="Email" hint="Your work email" />,
    );
    const id = html.match(/<label for="([^"]+)"/)?.[1];
    expect(html).toContain(`<input class="field__input" id="${id}"`);
    expect(html).toContain('name="email"');
    expect(html).toContain(`aria-describedby="${id}-hint"`);
    expect(html).not.toContain('aria-invalid');
  });

  it('shows its error as a sentence that starts with the label, announced with the input', () => {
    const html = renderToStaticMarkup(
      <FormInput form={formWith({ email: { message: 'must be a valid email address' } })} name="email" label="Email" />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<p id="[^"]+-error" class="field__error">Email must be a valid email address<\/p>/);
  });
});

describe('fieldError', () => {
  it('reads a list field’s first item error as the field’s', () => {
    const form = createFormControl({ defaultValues: { lines: ['a', ''] } });
    form.setError('lines.1', { message: 'must not be blank' });
    expect(fieldError({ register: form.register, formState: form.control._formState }, 'lines')).toBe(
      'must not be blank',
    );
  });
});

describe('FormSelect', () => {
  it('offers its options under its label', () => {
    const options = [
      { value: 'admin', label: 'Administrator' },
      { value: 'user', label: 'User' },
    ];
    const html = renderToStaticMarkup(<FormSelect form={formWith()} name="role" label="Role" options={options} />);
    expect(html).toContain('class="field__input field__select" name="role"');
    expect(html).toContain('<option value="admin">Administrator</option><option value="user">User</option>');
  });
});
