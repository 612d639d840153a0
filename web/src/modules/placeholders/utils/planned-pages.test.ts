import { describe, expect, it } from 'vitest';
import { comingSoonAreas } from '../content/coming-soon-areas';
import { comingSoonPaths } from '../content/coming-soon-paths';
import { plannedShellPages } from './planned-pages';

const paths = [...plannedShellPages.map((page) => page.path), ...comingSoonAreas.flatMap((area) => area.paths)];

describe('planned and coming-soon pages', () => {
  it('registers each path once (the first registration wins)', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the routes of spec 000 §2 the shell does not build yet', () => {
    for (const path of ['analytics-remote', 'smartcrm-closer', 'appointments-basic', 'wl']) {
      expect(paths).toContain(path);
    }
  });

  it('gives every coming-soon area and planned page relative paths, plans and something to use meanwhile', () => {
    for (const area of [...comingSoonAreas, ...plannedShellPages.map((page) => ({ ...page, paths: [page.path] }))]) {
      for (const path of area.paths) expect(path.startsWith('/')).toBe(false);
      expect(area.plans.length).toBeGreaterThanOrEqual(3);
      expect(area.meanwhile.length).toBeGreaterThan(0);
    }
  });

  it('opens an area at every coming-soon path the route table registers', () => {
    const opened = comingSoonAreas.flatMap((area) => area.paths);
    expect(Object.values(comingSoonPaths).flat().sort()).toEqual([...opened].sort());
  });
});
