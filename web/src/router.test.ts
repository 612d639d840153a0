import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modulesDir = new URL('./modules/', import.meta.url);
const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');

describe('router', () => {
  // A module declares its screens in its own routes.tsx; one forgotten here would serve nothing.
  it('combines every module that has a routes file', () => {
    const withRoutes = readdirSync(modulesDir).filter((name) => {
      try {
        return readFileSync(new URL(`${name}/routes.tsx`, modulesDir), 'utf8').includes('export const moduleRoutes');
      } catch {
        return false;
      }
    });
    expect(withRoutes.length).toBeGreaterThan(20);
    for (const name of withRoutes) expect(router).toContain(`from './modules/${name}/routes'`);
  });
});
