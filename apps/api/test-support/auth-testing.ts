// Test helpers of the accounts modules: a movable clock, the app with it, and the outbox read
// back through the dev route the way a newcomer would.

import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.ts';
import type { AccountsConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';

export class TestClock {
  #t: number;
  /** Starts at the real time: bearer tokens are checked against it by the shared auth plugin. */
  constructor(start: Date = new Date()) {
    this.#t = start.getTime();
  }
  readonly now = () => new Date(this.#t);
  advance(ms: number): void {
    this.#t += ms;
  }
}

export function buildAccountsTestApp(
  database: Database,
  options: {
    clock?: TestClock;
    accounts?: AccountsConfig;
    logStream?: DestinationStream;
    logLevel?: string;
  } = {},
): Promise<FastifyInstance> {
  return buildApp({
    database,
    logLevel: options.logLevel ?? 'silent',
    logStream: options.logStream,
    companyCacheSeconds: 0,
    now: options.clock?.now,
    accounts: options.accounts,
  });
}

type OutboxMessage = { channel: string; to: string; subject: string | null; body: string };

/** The latest outbox message to `to`, as GET /api/dev/outbox shows it to a manager. */
export async function lastMessage(
  app: FastifyInstance,
  company: string,
  managerToken: string,
  to: string,
): Promise<OutboxMessage> {
  const res = await app.inject({
    url: '/api/dev/outbox',
    query: { to },
    headers: { company, authorization: `Bearer ${managerToken}` },
  });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  const message = (res.json() as { messages: OutboxMessage[] }).messages[0];
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/** The six-digit code of the latest message to `to`. */
export async function lastCode(app: FastifyInstance, company: string, managerToken: string, to: string) {
  const { body } = await lastMessage(app, company, managerToken, to);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}

/** The token at the end of the link in the latest message to `to`. */
export async function lastLinkToken(app: FastifyInstance, company: string, managerToken: string, to: string) {
  const { body } = await lastMessage(app, company, managerToken, to);
  const token = /\/(?:password-reset|invitation)\/([A-Za-z0-9_-]{20,})/.exec(body)?.[1];
  if (!token) throw new Error(`no link in: ${body}`);
  return token;
}
