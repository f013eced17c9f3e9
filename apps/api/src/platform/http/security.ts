// Headers and cross-origin rules every answer of the API carries (issue 10). The storefront
// reaches the API through its own /api proxy (same origin); a browser calling the API directly
// is allowed only from a storefront host of a company (CORS), never from anywhere else.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CompanyRepository } from '../tenant/companies.ts';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'authorization, company, curlang, previewtheme, content-type, if-none-match';
const HSTS = 'max-age=31536000; includeSubDomains';

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
};

export function registerSecurityHeaders(app: FastifyInstance, companies: CompanyRepository): void {
  const crossOrigin = async (request: FastifyRequest, reply: FastifyReply, origin: string) => {
    reply.header('vary', 'origin');
    const host = hostOf(origin);
    const allowed = host !== null && (await companies.byHost(host)) !== null;
    if (allowed) {
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-expose-headers', 'etag')
        .header('access-control-max-age', '600');
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (allowed) {
        reply
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS);
      }
      // A preflight is answered here; without the allow headers the browser refuses the call.
      reply.code(204).send();
    }
  };
  // A callback hook: requests without an Origin (the storefront's, most of them) pass without a
  // promise (ADR 0028).
  app.addHook('onRequest', (request, reply, done) => {
    reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    // Behind TLS (the proxy says so): browsers must never come back over plain HTTP.
    if (request.headers['x-forwarded-proto'] === 'https' || request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
    const origin = request.headers.origin;
    if (!origin) return done();
    crossOrigin(request, reply, origin).then(() => {
      // A preflight was answered: the request goes no further.
      if (!reply.sent) done();
    }, done);
  });
}
