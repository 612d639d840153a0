export { ensureNats } from './dependencies/nats';
export { ensurePostgres } from './dependencies/postgres';
export type { Dependency } from './dependencies/probe';
export { ensureRedis } from './dependencies/redis';
export { type DemoUser, demo, demoOwner } from './demo-users';
export { StartupError } from './errors';
export { createLogFormatter, type LineSink, stdoutSink } from './log-format';
export { type SeedResult, seedDemo } from './seed';
export { type RunningSystem, type SystemOptions, startSystem } from './system';
