import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';

export function paymentOpenRoutes(_app: FastifyInstance, _deps: ModuleDeps): void {}

export function paymentRoutes(_app: FastifyInstance, _deps: ModuleDeps): void {}
