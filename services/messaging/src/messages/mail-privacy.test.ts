import { describe, expect, it } from 'vitest';
import { sharedUnder } from './mail-privacy';

describe('mail privacy', () => {
  const message = { subject: 'Salary review', text: 'The figures are attached.' };

  it('shares the whole message under full', () => {
    expect(sharedUnder('full', message)).toEqual({ ...message, bodyShared: true });
  });
  it('keeps the subject but not the body under metadata', () => {
    expect(sharedUnder('metadata', message)).toEqual({ subject: 'Salary review', text: '', bodyShared: false });
  });
  it('shares nothing under none', () => {
    expect(sharedUnder('none', message)).toBeNull();
  });
});
