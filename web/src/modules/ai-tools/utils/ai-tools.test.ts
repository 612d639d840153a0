import { toolInputSchema } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { aiToolCategories, aiToolPath, aiTools, aiToolsInDropdown } from './ai-tools';

describe('the AI tool catalogue', () => {
  it('holds 32 tools in 6 categories, every category used', () => {
    expect(aiTools).toHaveLength(32);
    expect(aiToolCategories).toHaveLength(6);
    for (const category of aiToolCategories) {
      expect(aiTools.some((tool) => tool.category === category.id)).toBe(true);
    }
  });

  it('has unique ids and names, and a form for every tool', () => {
    expect(new Set(aiTools.map((tool) => tool.id)).size).toBe(32);
    expect(new Set(aiTools.map((tool) => tool.name)).size).toBe(32);
    for (const tool of aiTools) {
      expect(tool.fields.length, tool.id).toBeGreaterThan(0);
      expect(() => toolInputSchema(tool)).not.toThrow();
    }
  });

  it('shows 8 tools in the dropdown, with the spec’s four among them, opened inside the AI tools page', () => {
    expect(aiToolsInDropdown).toBe(8);
    const first = aiTools.slice(0, aiToolsInDropdown).map((t) => t.id);
    expect(first).toEqual(
      expect.arrayContaining(['email-analysis', 'meeting-summarizer', 'proposal-generator', 'call-script']),
    );
    expect(aiToolPath('email-analysis')).toBe('/ai-tools?tool=email-analysis');
  });

  it('includes the tool openers the AI hub uses (spec 001 §2.1)', () => {
    const ids = aiTools.map((tool) => tool.id);
    expect(ids).toContain('live-deal-analysis');
    expect(ids).toContain('semantic-search');
  });
});
