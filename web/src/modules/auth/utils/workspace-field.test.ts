import { SignInInput } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { withWorkspace } from './workspace-field';

const signIn = { email: 'ann@acme.test', password: 'secret-123' };

describe('withWorkspace', () => {
  it('asks for a workspace slug when none is known, as the sign-up names it', () => {
    expect(withWorkspace(SignInInput, true).parse({ ...signIn, workspace: ' Acme ' }).workspace).toBe('acme');
    const refused = withWorkspace(SignInInput, true).safeParse({ ...signIn, workspace: '' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['workspace'], message: 'must be at least 3 characters' });
  });

  it('ignores the field when the workspace is known already', () => {
    expect(withWorkspace(SignInInput, false).parse({ ...signIn, workspace: '' })).toEqual({
      ...signIn,
      workspace: null,
    });
  });
});
