import { describe, expect, it } from 'vitest';
import { newHookToken, tenantOfToken } from './hook-token';

describe('webhook tokens', () => {
  it('carry their workspace and a different secret each time', () => {
    const tenantId = crypto.randomUUID();
    const [a, b] = [newHookToken(tenantId), newHookToken(tenantId)];
    expect(tenantOfToken(a)).toBe(tenantId);
    expect(a).not.toBe(b);
  });

  it('name no workspace when they are not tokens', () => {
    expect(tenantOfToken('nope')).toBeNull();
    expect(tenantOfToken(`${newHookToken(crypto.randomUUID())}x`)).toBeNull();
  });
});
