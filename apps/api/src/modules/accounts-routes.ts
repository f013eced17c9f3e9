import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './deps.ts';

// Accounts, sign-in and loyalty (issue 4). Open routes need no company header.

export function registerAccountsOpenRoutes(_open: FastifyInstance, _deps: ModuleDeps): void {}

export function registerAccountsTenantRoutes(_tenant: FastifyInstance, _deps: ModuleDeps): void {}
