import { describe, expect, it } from 'vitest';
import { ApiError } from './http';

describe('ApiError.issues', () => {
  it('names the fields as a form does, wherever the BFF found them in the request', () => {
    const error = new ApiError('Bad input', 400, 'bad_input', {
      issues: [
        { path: 'body.email', message: 'is not an email' },
        { path: 'body.patch.title', message: 'is required' },
        { path: 'query.limit', message: 'is too big' },
      ],
    });
    expect(error.issues.map((i) => i.path)).toEqual(['email', 'title', 'query.limit']);
  });

  it('has none when the error names no fields', () => {
    expect(new ApiError('Gone', 404, 'not_found', { current: {} }).issues).toEqual([]);
  });
});
