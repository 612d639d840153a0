import { findAiTool } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../../ui/form/server-issues';
import { checkToolForm, emptyForm, toolFieldOf } from './tool-form';

const emailAnalysis = findAiTool('email-analysis');
const agenda = findAiTool('meeting-agenda');

describe('AI tool forms', () => {
  it('names the empty required field and accepts an empty optional one', () => {
    if (!emailAnalysis) throw new Error('missing tool');
    const empty = checkToolForm(emailAnalysis, emptyForm(emailAnalysis));
    expect(empty).toEqual({ ok: false, errors: { email: 'paste some text' } });
    const filled = checkToolForm(emailAnalysis, { email: 'Hello there', contactId: '' });
    expect(filled).toEqual({ ok: true, input: { email: 'Hello there' } });
  });

  it('checks numbers and picked records', () => {
    if (!agenda) throw new Error('missing tool');
    const bad = checkToolForm(agenda, { topic: 'Kick-off', minutes: '2', contactId: 'not-an-id' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['contactId', 'minutes']);
  });

  it("maps the server's input.field paths to the form's fields", () => {
    expect(issuesByField([{ path: 'input.email', message: 'paste some text' }], toolFieldOf)).toEqual({
      email: 'paste some text',
    });
  });
});
