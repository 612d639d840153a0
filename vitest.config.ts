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
        // One service at a time, as it runs in production, on a database and a NATS of its own
        // (tests/support/service-harness.ts): its repositories, rules and handlers in seconds.
        test: {
          name: 'service',
          include: ['tests/services/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One file at a time: the kill tests' child processes and the engines' 1.5 s RPC time-outs
          // gave way when two such files shared the two cores (the automation suites failed together).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // One real system (services, BFF, built web app) on a private NATS and a fresh database.
        test: {
          name: 'system',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/services/**'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Some tests build a BFF in-process: its route autoloader's import() of .ts files must
          // pass through Vite's transform, which it does only when the package is inlined.
          server: { deps: { inline: ['@fastify/autoload'] } },
          testTimeout: 60_000,
          // Events travel through NATS and a WebSocket; on a loaded machine that takes seconds, not one.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Runs after the unit tests (in a vitest run of its own under `npm test`).
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
