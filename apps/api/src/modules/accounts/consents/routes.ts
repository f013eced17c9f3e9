// Consents (issue 23): the signed-in customer's consent records, and the unsubscribe link of
// marketing messages. The link's routes need no company header — a mail client's one-click POST
// sends none — since the signed token names the company; when a header is sent it must agree.
import {
  ApiErrorSchema,
  ConsentsAnswerSchema,
  ConsentsUpdateSchema,
  ManageTokenParamsSchema,
  TooManyAttemptsSchema,
  UnsubscribeAnswerSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedLink } from '../../../platform/auth/link-holder.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireCustomer } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { consentsAnswer, saveConsents } from './consents.ts';
import { type UnsubscribeSubject, unsubscribe, unsubscribeState, unsubscribeSubject } from './unsubscribe.ts';

const tags = ['consents'];

const customerIdOf = (request: FastifyRequest) => (request.principal as { customerId: number }).customerId;

/** GET|PUT /api/users/me/consents (tenant routes). */
export function consentRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/users/me/consents',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary:
          "The signed-in customer's consents: each purpose's current record (null: never asked) and the history",
        response: { 200: ConsentsAnswerSchema },
      },
    },
    async (request) => consentsAnswer(db, request.company.id, customerIdOf(request)),
  );

  r.put(
    '/api/users/me/consents',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: 'Record the customer’s choices: marketing (e-mail, SMS) and the cookie banner’s answer',
        description:
          'Appends a record per purpose given, with the wording version and the source (marketing: account, ' +
          'cookies: cookie_banner, unless `source` says otherwise); a choice equal to the current one adds ' +
          'nothing. Marketing granted needs at least one channel (email when left out).',
        body: ConsentsUpdateSchema,
        response: { 200: ConsentsAnswerSchema },
      },
    },
    async (request) => saveConsents(db, request.company.id, customerIdOf(request), request.body, deps.now()),
  );
}

const invalidLink = () =>
  new HttpError(404, 'this unsubscribe link is invalid or expired', { type: 'invalid_token' });

/** The request line without the token: links stay out of logs. */
const redactedLog = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url.replace(/\/unsubscribe\/[^/?#]+/, '/unsubscribe/[redacted]'),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};

/** GET|POST /api/consents/unsubscribe/{token} (no company header needed). */
export function unsubscribeRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;

  /** The token's customer under the links' lockout: 404 (counted) when dead, or when a company header disagrees. */
  const open = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    guardedLink<UnsubscribeSubject>(deps.limiter, request, reply, {
      open: async () => {
        const subject = await unsubscribeSubject(db, (await deps.messages.keys()).linkKey, token, deps.now());
        if (!subject) return null;
        const header = request.headers.company;
        const companyToken = Array.isArray(header) ? header[0] : header;
        if (companyToken) {
          const company = companyToken.length > 200 ? null : await deps.companies.byToken(companyToken);
          if (company?.id !== subject.companyId) return null;
        }
        return subject;
      },
      invalid: invalidLink,
    });

  const responses = { 200: UnsubscribeAnswerSchema, 404: ApiErrorSchema, 429: TooManyAttemptsSchema };

  // RFC 8058's one-click POST is form-encoded (`List-Unsubscribe=One-Click`): this scope alone reads
  // such bodies (the body's content is not needed — the token is the request).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/consents/unsubscribe/:token',
      {
        logSerializers: redactedLog,
        schema: {
          tags,
          summary: 'Whether the customer an unsubscribe link names receives marketing (changes nothing)',
          description:
            'A forged, expired or erased customer’s link is a 404 and counts towards the link lockout.',
          params: ManageTokenParamsSchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const opened = await open(request, reply, request.params.token);
        if (!opened.ok) return opened.answer;
        return unsubscribeState(db, opened.holder);
      },
    );

    r.post(
      '/api/consents/unsubscribe/:token',
      {
        logSerializers: redactedLog,
        schema: {
          tags,
          summary: 'Turn marketing off for the customer an unsubscribe link names (RFC 8058 one-click)',
          description:
            'Accepts the one-click body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded), JSON or ' +
            'no body. Idempotent: a second call records nothing more. 404 for a forged or expired link.',
          params: ManageTokenParamsSchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const opened = await open(request, reply, request.params.token);
        if (!opened.ok) return opened.answer;
        return unsubscribe(db, opened.holder, deps.now());
      },
    );
  });
}
