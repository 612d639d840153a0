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

describe('secrets in production', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres:s3cret-db-owner@db:5432/smartcrm',
    DB_APP_PASSWORD: 'a-real-app-password',
  };

  it('starts with every secret given its own value', () => {
    expect(loadConfig(baseConfigSchema, production).DB_APP_PASSWORD).toBe('a-real-app-password');
  });

  it('refuses to start while a secret is missing, naming the variable', () => {
    const { DB_APP_PASSWORD: _gone, ...rest } = production;
    expect(() => loadConfig(baseConfigSchema, rest)).toThrow(/DB_APP_PASSWORD: is required in production/);
    const { DATABASE_URL: _url, ...noUrl } = production;
    expect(() => loadConfig(baseConfigSchema, noUrl)).toThrow(/DATABASE_URL: is required in production/);
  });

  it('refuses the development values, the Postgres password of compose’s old default included', () => {
    const defaults = [
      { DB_APP_PASSWORD: 'smartcrm-dev' },
      { DATABASE_URL: 'postgres://postgres:postgres@db:5432/smartcrm' },
      { DATABASE_URL: 'postgres://postgres@db:5432/smartcrm' },
    ];
    for (const override of defaults) {
      const [name] = Object.keys(override);
      expect(() => loadConfig(baseConfigSchema, { ...production, ...override }), name).toThrow(
        new RegExp(`${name}: holds the development default|${name}: is required`),
      );
    }
  });

  it('keeps the development defaults working outside production', () => {
    expect(loadConfig(baseConfigSchema, { NODE_ENV: 'development' }).DB_APP_PASSWORD).toBe('smartcrm-dev');
    expect(loadConfig(baseConfigSchema, { NODE_ENV: 'test' }).DATABASE_URL).toMatch(/^postgres:/);
  });
});
