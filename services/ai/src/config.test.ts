import { loadConfig } from '@smartcrm/kit';
import { describe, expect, it } from 'vitest';
import { aiConfigSchema } from './config';

describe('the ai service in production', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres:s3cret-db-owner@db:5432/smartcrm',
    DB_APP_PASSWORD: 'a-real-app-password',
  };

  it('refuses to start without its own AI_SETTINGS_SECRET, naming it', () => {
    expect(() => loadConfig(aiConfigSchema, production)).toThrow(/AI_SETTINGS_SECRET: is required in production/);
    expect(() =>
      loadConfig(aiConfigSchema, { ...production, AI_SETTINGS_SECRET: 'smartcrm-dev-ai-settings-secret' }),
    ).toThrow(/AI_SETTINGS_SECRET: holds the development default/);
    const secret = 'a-long-production-secret-value';
    expect(loadConfig(aiConfigSchema, { ...production, AI_SETTINGS_SECRET: secret }).AI_SETTINGS_SECRET).toBe(secret);
  });
});
