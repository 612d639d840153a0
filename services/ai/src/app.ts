import type { BaseConfig, ServiceDefinition } from '@smartcrm/kit';

// Its schema (with the event outbox) is created at start-up; its tables come with its capability issue.
export const aiService: ServiceDefinition<'ai', unknown, BaseConfig> = {
  name: 'ai',
  version: '0.1.0',
  migrations: {},
  setup: () => ({}),
};
