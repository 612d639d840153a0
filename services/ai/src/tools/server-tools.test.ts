import { aiTools, type ToolField } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { serverTools } from './server-tools';
import { outputSchema, toPlainText, toSections } from './tool-definition';

const sample = (field: ToolField, text: string): unknown => {
  if (field.kind === 'contact' || field.kind === 'deal') return undefined;
  if (field.kind === 'number') return 30;
  if (field.kind === 'tone') return 'friendly';
  if (field.kind === 'select') return field.options?.[0];
  return text;
};

describe('the server side of the 32 AI tools', () => {
  it('has a prompt, an output shape and a built-in answer matching that shape for every tool', () => {
    const texts = ['We agreed to proceed. Jane will send the contract by Friday. Is the price final?', 'ok'];
    for (const [tool, text] of aiTools.flatMap((t) => texts.map((x) => [t, x] as const))) {
      const server = serverTools[tool.id];
      expect(server, tool.id).toBeDefined();
      if (!server) continue;
      const input = Object.fromEntries(
        tool.fields.map((f) => [f.key, sample(f, text)]).filter(([, v]) => v !== undefined),
      );
      const output = server.builtIn(input, { activities: [], openDeals: [], hits: [] });
      const parsed = outputSchema(server.output).safeParse(output);
      expect(parsed.success, `${tool.id} (${text}): ${parsed.error?.message}`).toBe(true);
    }
    expect(Object.keys(serverTools).sort()).toEqual(aiTools.map((t) => t.id).sort());
  });

  it('labels a built-in result in its plain text', () => {
    const sections = toSections([{ key: 'a', label: 'Points', kind: 'list' }], { a: ['one', 'two'] });
    expect(toPlainText('Email Analysis', sections, true)).toBe(
      'Email Analysis (built-in template, no AI model)\n\nPoints:\n- one\n- two',
    );
    expect(toPlainText('Email Analysis', sections, false).startsWith('Email Analysis\n')).toBe(true);
  });
});
