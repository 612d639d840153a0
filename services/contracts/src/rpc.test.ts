/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { rpcMethods } from './rpc';

// Every domain's methods file, as a newcomer adds them: `<folder>/<domain>.rpc.ts`.
const domainFiles: Record<string, Record<string, object>> = import.meta.glob('./*/*.rpc.ts', { eager: true });

describe('rpcMethods', () => {
  it('combines every domain file, and no two domains define the same method', () => {
    const seen = new Map<string, string>();
    for (const [file, exports] of Object.entries(domainFiles)) {
      for (const methods of Object.values(exports)) {
        for (const name of Object.keys(methods)) {
          expect(seen.get(name), `${name} is defined in ${seen.get(name)} and ${file}`).toBeUndefined();
          seen.set(name, file);
          expect(rpcMethods, `${file} is not combined in rpc.ts`).toHaveProperty([name]);
        }
      }
    }
    expect(seen.size).toBe(Object.keys(rpcMethods).length);
  });
});
