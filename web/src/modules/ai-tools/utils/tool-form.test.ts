import { fieldIssues, findAiTool, toolInputSchema } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../../ui/form/server-issues';
import { emptyForm, toolFieldOf } from './tool-form';

const emailAnalysis = findAiTool('email-analysis');
const agenda = findAiTool('meeting-agenda');

/** What the tool's form shows: the tool's own schema (its resolver) read as field errors. */
const check = (tool: Parameters<typeof toolInputSchema>[0], values: Record<string, string>) => {
  const parsed = toolInputSchema(tool).safeParse(values);
  return parsed.success
    ? ({ ok: true, input: parsed.data } as const)
    : ({ ok: false, errors: issuesByField(fieldIssues(parsed.error)) } as const);
};

describe('AI tool forms', () => {
  it('names the empty required field and accepts an empty optional one', () => {
    if (!emailAnalysis) throw new Error('missing tool');
    const empty = check(emailAnalysis, emptyForm(emailAnalysis));
    expect(empty).toEqual({ ok: false, errors: { email: 'paste some text' } });
    const filled = check(emailAnalysis, { email: 'Hello there', contactId: '' });
    expect(filled).toEqual({ ok: true, input: { email: 'Hello there' } });
  });

  it('checks numbers and picked records', () => {
    if (!agenda) throw new Error('missing tool');
    const bad = check(agenda, { topic: 'Kick-off', minutes: '2', contactId: 'not-an-id' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['contactId', 'minutes']);
  });

  it("maps the server's input.field paths to the form's fields", () => {
    expect(issuesByField([{ path: 'input.email', message: 'paste some text' }], toolFieldOf)).toEqual({
      email: 'paste some text',
    });
  });
});
