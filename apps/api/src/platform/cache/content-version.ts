// The content version of a company (ADR 0028): a number that grows whenever something a shared
// public read shows may have changed — a staff write, a review, a booking that changes free times.
// Shared reads carry it in `x-content-version`, so that the storefront can keep their answers and
// whole pages in its own processes and drop them the moment the version grows, instead of asking
// the API for everything on every page view.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InvalidationBus } from './bus.ts';

export const CONTENT_VERSION_HEADER = 'x-content-version';

/**
 * Per company, the version last bumped here or heard from another process. A bump is
 * max(last + 1, now in ms): versions only grow, in every process, across restarts (a process
 * starts at 0 and its first bump is the wall clock, above any version handed out before), and two
 * processes that hear each other's bumps agree. Readers treat a lower version as old news.
 */
export class ContentVersions {
  readonly #versions = new Map<number, number>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  current(companyId: number): number {
    return this.#versions.get(companyId) ?? 0;
  }

  bump(companyId: number): number {
    const next = Math.max(this.current(companyId) + 1, this.#now());
    this.#versions.set(companyId, next);
    return next;
  }

  /** A version published by another process: adopted when it is newer. */
  observe(companyId: number, version: number): void {
    if (version > this.current(companyId)) this.#versions.set(companyId, version);
  }
}

/**
 * The bus every module publishes changes on, with the version: a publish bumps the company's
 * version here before the other processes hear of it, a change heard from another process
 * adopts its version (or bumps, for a message of an older process without one).
 */
export class VersionedBus implements InvalidationBus {
  readonly #inner: InvalidationBus;
  readonly versions: ContentVersions;

  constructor(inner: InvalidationBus, versions = new ContentVersions()) {
    this.#inner = inner;
    this.versions = versions;
    inner.subscribe((companyId, version) => {
      if (version === undefined) this.versions.bump(companyId);
      else this.versions.observe(companyId, version);
    });
  }

  publish(companyId: number): void {
    this.#inner.publish(companyId, this.versions.bump(companyId));
  }

  subscribe(handler: (companyId: number, version?: number) => void): void {
    this.#inner.subscribe(handler);
  }

  close(): Promise<void> {
    return this.#inner.close();
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The company's content version when a tenant read arrived (before it loaded anything). */
    contentVersion?: number;
  }
  interface FastifyContextConfig {
    /**
     * A public read whose answer changes only when the company's content version grows (or, for
     * writes made outside the API, within COMPANY_CACHE_SECONDS): it carries `x-content-version`.
     */
    sharedRead?: boolean;
  }
}

/**
 * Tags shared reads with the version read when they arrived: an answer loaded before a bump must
 * not carry the bumped version, or a storefront would keep old data as new.
 */
export function tagSharedReads(tenant: FastifyInstance, versions: ContentVersions): void {
  // Callback hooks, the second on the shared reads only: every tenant read passes the first (ADR 0028).
  tenant.decorateRequest('contentVersion', undefined);
  tenant.addHook('onRequest', (request, _reply, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && request.company) {
      request.contentVersion = versions.current(request.company.id);
    }
    done();
  });
  tenant.addHook('onRoute', (route) => {
    if (!route.config?.sharedRead) return;
    const tag = (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      markSharedRead(request, reply);
      done(null, payload);
    };
    route.onSend = route.onSend
      ? [...(Array.isArray(route.onSend) ? route.onSend : [route.onSend]), tag]
      : [tag];
  });
}

/** Says the answer is a shared read of the version its request arrived at (200 and 304 only). */
export function markSharedRead(request: FastifyRequest, reply: FastifyReply): void {
  if (request.contentVersion === undefined || request.headers.authorization) return;
  if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
  reply.header(CONTENT_VERSION_HEADER, String(request.contentVersion));
}
