import type { FastifyInstance } from 'fastify';
import { gateFeature } from '../../../platform/feature-gate';

export default async (app: FastifyInstance) => gateFeature(app, 'text-messages');
