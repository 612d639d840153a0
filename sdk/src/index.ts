export type { components, operations, paths } from './api-types';
export { createSmartCrm, type SmartCrm, type SmartCrmOptions } from './client';
