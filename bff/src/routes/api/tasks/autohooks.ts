import type { FastifyInstance } from 'fastify';
import { gateFeature } from '../../../plugins/app/feature-gate';

export default async (app: FastifyInstance) => gateFeature(app, 'tasks');
