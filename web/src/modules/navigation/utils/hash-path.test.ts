import { describe, expect, it } from 'vitest';
import { pathFromHash } from './hash-path';

describe('pathFromHash', () => {
  it('turns #/ paths into normal paths, keeping the query', () => {
    expect(pathFromHash('#/contacts')).toBe('/contacts');
    expect(pathFromHash('#/tasks/7?tab=notes')).toBe('/tasks/7?tab=notes');
    expect(pathFromHash('#/')).toBe('/');
  });

  it('leaves in-page anchors and empty hashes alone', () => {
    expect(pathFromHash('#pricing')).toBeNull();
    expect(pathFromHash('')).toBeNull();
  });
});
