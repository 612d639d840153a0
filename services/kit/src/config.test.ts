import { describe, expect, it } from 'vitest';
import { baseConfigSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies local defaults', () => {
    const config = loadConfig(baseConfigSchema, {});
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.DB_POOL_SIZE).toBe(10);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig(baseConfigSchema, { DB_POOL_SIZE: 'lots' })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadConfig(baseConfigSchema, { DATABASE_URL: 'nope' })).toThrow(/DATABASE_URL/);
  });
});
