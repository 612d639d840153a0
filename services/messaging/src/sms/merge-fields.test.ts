import { describe, expect, it } from 'vitest';
import { fillMergeFields } from './merge-fields';

describe('fillMergeFields', () => {
  it('fills each field, with spaces inside the braces or not', () => {
    expect(fillMergeFields('Hi {{firstName}}, see you at {{ company }}', { firstName: 'Ada', company: 'Acme' })).toBe(
      'Hi Ada, see you at Acme',
    );
  });

  it('leaves no braces for a field the recipient lacks', () => {
    expect(fillMergeFields('Hi {{firstName}} {{lastName}}!', { firstName: 'Ada' })).toBe('Hi Ada !');
  });
});
