/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { eventTypes } from './events';
import { rpcMethods } from './rpc';

// Every domain's files, as a newcomer adds them: `<folder>/<domain>.rpc.ts` and `<folder>/<domain>.events.ts`.
const rpcFiles: Record<string, Record<string, object>> = import.meta.glob('./*/*.rpc.ts', { eager: true });
const eventFiles: Record<string, Record<string, object>> = import.meta.glob('./*/*.events.ts', { eager: true });

describe.each([
  ['rpcMethods', 'rpc.ts', rpcFiles, rpcMethods],
  ['eventTypes', 'events.ts', eventFiles, eventTypes],
])('%s', (_, combiner, files, combined) => {
  it('combines every domain file, and no two domains define the same name', () => {
    const seen = new Map<string, string>();
    for (const [file, exports] of Object.entries(files)) {
      for (const definitions of Object.values(exports)) {
        for (const name of Object.keys(definitions)) {
          expect(seen.get(name), `${name} is defined in ${seen.get(name)} and ${file}`).toBeUndefined();
          seen.set(name, file);
          expect(combined, `${file} is not combined in ${combiner}`).toHaveProperty([name]);
        }
      }
    }
    expect(seen.size).toBe(Object.keys(combined).length);
  });
});
