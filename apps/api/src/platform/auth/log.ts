import type { FastifyRequest } from 'fastify';

/**
 * Route log serializers for paths that carry a secret (`/token/{token}`, `/manage/{token}`): the request line is
 * logged with the secret replaced, so reset, invitation and manage links never reach the logs.
 */
export const redactedPathLog = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url.replace(/\/(token|manage)\/[^/?#]+/, '/$1/[redacted]'),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
