import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'services/*/src/**/*.test.ts',
            'bff/src/**/*.test.ts',
            'infra/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        // One real system (services, BFF, built web app) on a private NATS and a fresh database.
        test: {
          name: 'system',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          // Events travel through NATS and a WebSocket; on a loaded machine that takes seconds, not one.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Runs after the unit tests, which have their own worker count.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
