import { describe, expect, it } from 'vitest';
import { blankComposer, composerSchema } from './composer-form';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe('the activity composer', () => {
  it('logs what the open tab shows', () => {
    const values = { ...blankComposer, body: 'Talked pricing', minutes: '2.5', subject: 'Quote' };
    expect(composerSchema('call').parse(values)).toMatchObject({ kind: 'call', durationSeconds: 150 });
    expect(composerSchema('email').parse(values)).toMatchObject({ kind: 'email', subject: 'Quote' });
    expect(composerSchema('note').parse(values)).toMatchObject({ kind: 'note', body: 'Talked pricing' });
  });

  it('says what is missing on the field that shows it', () => {
    expect(issues(composerSchema('note').safeParse(blankComposer))).toEqual([['body', 'write something']]);
    expect(issues(composerSchema('email').safeParse(blankComposer))).toEqual([['subject', 'needs a subject']]);
    expect(issues(composerSchema('call').safeParse({ ...blankComposer, minutes: '-3' }))).toEqual([
      ['minutes', 'must be 0 to 1,440 minutes'],
    ]);
  });
});
