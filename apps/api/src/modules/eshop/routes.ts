import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';

export function eshopRoutes(_app: FastifyInstance, _deps: ModuleDeps): void {}
