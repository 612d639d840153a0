import { describe, expect, it } from 'vitest';
import { comingSoonPages, plannedPublicPages, plannedShellPages } from './planned-pages';

const all = [...plannedShellPages, ...comingSoonPages, ...plannedPublicPages];

describe('planned pages', () => {
  it('registers each path once (the first registration wins)', () => {
    const paths = all.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the routes of spec 000 §2 the shell does not build yet', () => {
    const paths = new Set(all.map((entry) => entry.path));
    for (const path of ['analytics-remote', 'smartcrm-closer', 'appointments-basic', 'wl', 'intel', 'demo/pipeline']) {
      expect(paths.has(path)).toBe(true);
    }
  });

  it('uses relative paths with titles', () => {
    for (const entry of all) {
      expect(entry.path.startsWith('/')).toBe(false);
      expect(entry.title.length).toBeGreaterThan(0);
    }
  });
});
