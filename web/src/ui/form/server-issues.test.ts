import { fieldIssues, SignUpInput } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { issuesByField, serverIssues, showSaveError } from './server-issues';

const badInput = (issues: { path: string; message: string }[]) =>
  new ApiError('Invalid input', 400, 'bad_input', { issues });

describe('issuesByField', () => {
  it('keys server issues by field, keeping the first message', () => {
    expect(
      issuesByField([
        { path: 'email', message: 'must be a valid email address' },
        { path: 'email', message: 'is taken' },
        { path: 'branding.primaryColor', message: 'bad colour' },
      ]),
    ).toEqual({ email: 'must be a valid email address', 'branding.primaryColor': 'bad colour' });
  });

  it('puts each issue on the field its form shows it in', () => {
    const topLevel = (path: string) => path.split('.')[0] ?? path;
    expect(issuesByField([{ path: 'branding.primaryColor', message: 'bad colour' }], topLevel)).toEqual({
      branding: 'bad colour',
    });
  });

  it('reads the contracts schema issues the same way', () => {
    const result = SignUpInput.safeParse({ companyName: 'A', slug: 'ok-slug', name: 'Ann', email: 'x', password: '1' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(issuesByField(fieldIssues(result.error))).sort()).toEqual(['companyName', 'email', 'password']);
  });
});

describe('serverIssues', () => {
  it('reads the envelope of a bad request, with body paths as the form names its fields', () => {
    expect(serverIssues(badInput([{ path: 'body.email', message: 'is taken' }]))).toEqual([
      { path: 'email', message: 'is taken' },
    ]);
    expect(serverIssues(new Error('offline'))).toEqual([]);
  });
});

describe('showSaveError', () => {
  it('sets each field issue on its field and leaves no form-level message', () => {
    const set: [string, string | undefined][] = [];
    const message = showSaveError(
      (field, error) => set.push([field, error.message]),
      badInput([
        { path: 'startsAt', message: 'must be a date' },
        { path: 'title', message: 'is required' },
      ]),
      { fieldOf: (path) => (path === 'startsAt' ? 'startTime' : path), fallback: 'Not saved' },
    );
    expect(message).toBeNull();
    expect(set).toEqual([
      ['startTime', 'must be a date'],
      ['title', 'is required'],
    ]);
  });

  it('returns one message for the form when the failure names no field', () => {
    const setError = () => {
      throw new Error('no field should be set');
    };
    expect(showSaveError(setError, new ApiError('Conflict', 409, 'conflict'), { fallback: 'Not saved' })).toBe(
      'Conflict',
    );
    expect(showSaveError(setError, 'boom', { fallback: 'Not saved' })).toBe('Not saved');
  });

  it('leaves issues on fields the form does not show to the form-level message', () => {
    const set: string[] = [];
    const refused = badInput([{ path: 'token', message: 'is invalid' }]);
    const message = showSaveError((field) => set.push(field), refused, {
      fallback: 'Not saved',
      holds: (field) => field !== 'token',
    });
    expect(set).toEqual([]);
    expect(message).toBe('Invalid input');
  });
});
