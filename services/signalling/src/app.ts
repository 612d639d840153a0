import type { BaseConfig, ServiceDefinition } from '@smartcrm/kit';

// Its schema (with the event outbox) is created at start-up; its tables come with its capability issue.
export const signallingService: ServiceDefinition<'signalling', unknown, BaseConfig> = {
  name: 'signalling',
  version: '0.1.0',
  migrations: {},
  setup: () => ({}),
};
