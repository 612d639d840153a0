import { describe, expect, it } from 'vitest';
import {
  layoutStorageKey,
  moveSection,
  readStoredOrder,
  titleCase,
  toggleSection,
  toServerLayout,
} from './layout-rules';

const storeWith = (value: string | null) => {
  const data = new Map<string, string>();
  if (value !== null) data.set(layoutStorageKey, value);
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe('the stored dashboard order', () => {
  it('uses a non-empty list as it is, unknown ids included', () => {
    const store = storeWith('["recent-activity-section","mystery-panel"]');
    expect(readStoredOrder(store)).toEqual(['recent-activity-section', 'mystery-panel']);
  });

  it('falls back to the default for nothing stored or an empty list, and keeps the empty list', () => {
    expect(readStoredOrder(storeWith(null))).toBeNull();
    const empty = storeWith('[]');
    expect(readStoredOrder(empty)).toBeNull();
    expect(empty.data.has(layoutStorageKey)).toBe(true);
  });

  it.each(['{not json', '{"a":1}', '"text"', '[1,2]', '[""]', 'null'])('removes a corrupt entry %s', (raw) => {
    const store = storeWith(raw);
    expect(readStoredOrder(store)).toBeNull();
    expect(store.data.has(layoutStorageKey)).toBe(false);
  });

  it('drops repeated ids', () => {
    expect(readStoredOrder(storeWith('["kpi-cards-section","kpi-cards-section"]'))).toEqual(['kpi-cards-section']);
  });
});

describe('layout edits', () => {
  it('title-cases an unknown id', () => {
    expect(titleCase('mystery-panel')).toBe('Mystery Panel');
    expect(titleCase('gpt5-feature-status')).toBe('Gpt5 Feature Status');
  });

  it('moves a section onto another one', () => {
    expect(moveSection(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveSection(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveSection(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });

  it('hides and shows a section at the end', () => {
    expect(toggleSection(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleSection(['b'], 'a')).toEqual(['b', 'a']);
  });

  it('sends the server known ids only, the others hidden', () => {
    const layout = toServerLayout(['mystery-panel', 'tasks-section']);
    expect(layout.order).toEqual(['tasks-section']);
    expect(layout.hidden).not.toContain('tasks-section');
    expect(layout.hidden).toContain('kpi-cards-section');
  });
});
