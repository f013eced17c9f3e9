import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';

export function giftRoutes(_app: FastifyInstance, _deps: ModuleDeps): void {}
