// A local stand-in for Twilio's Messages API, for tests (these machines cannot reach Twilio). In
// Twilio's wire format (twilio.com/docs/messaging/api/message-resource, /docs/errors): POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic AccountSid:AuthToken, a
// form-encoded body (To, From or MessagingServiceSid, Body); 201 with the Message resource
// (sid SM…, status queued…) when accepted; errors as {"code", "message", "more_info", "status"}:
// 20003 (401, authentication), 20404 (another account's path), 21604 / 21602 / 21603 (To, Body,
// From missing), 21211 (To not a valid number), 21212 (From not one of the account's senders),
// 21617 (body over 1600 characters), 21610 (the recipient replied STOP).
import { randomBytes } from 'node:crypto';
import { type Answer, type RecordedRequest, type StubControls, startStubServer } from './stub-server.ts';

export type TwilioMessage = {
  sid: string;
  account_sid: string;
  messaging_service_sid: string | null;
  from: string | null;
  to: string;
  body: string;
  status: 'queued' | 'accepted';
  num_segments: string;
  direction: 'outbound-api';
  api_version: '2010-04-01';
  date_created: string;
  date_updated: string;
  date_sent: null;
  error_code: null;
  error_message: null;
  price: null;
  price_unit: 'USD';
  num_media: '0';
  uri: string;
  subresource_uris: { media: string };
};

export type TwilioStub = StubControls & {
  /** The messages Twilio accepted, in order. */
  received: TwilioMessage[];
  /** Numbers that replied STOP: Twilio refuses to send to them (21610). */
  unsubscribed: Set<string>;
};

const error = (status: number, code: number, message: string): Answer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export async function startTwilioStub(options: {
  accountSid: string;
  authToken: string;
  /** The account's numbers and alphanumeric sender IDs (From). */
  senders: string[];
  messagingServiceSid?: string;
}): Promise<TwilioStub> {
  const received: TwilioMessage[] = [];
  const unsubscribed = new Set<string>();
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  const route = (request: RecordedRequest): Answer => {
    if (request.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
    const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
    if (request.method !== 'POST' || !path) return error(404, 20404, 'The requested resource was not found');
    if (path[1] !== options.accountSid)
      return error(
        404,
        20404,
        `The requested resource /2010-04-01/Accounts/${path[1]}/Messages.json was not found`,
      );
    // Another content type leaves Twilio without parameters: it answers as if none were sent.
    const form = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(request.raw)
      : new URLSearchParams();
    const to = form.get('To');
    const body = form.get('Body');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!body) return error(400, 21602, 'Message body is required.');
    if (body.length > 1600)
      return error(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    if (!from && !service) return error(400, 21603, "A 'From' phone number is required.");
    if (service && service !== options.messagingServiceSid)
      return error(400, 21701, `The Messaging Service Sid ${service} is invalid.`);
    if (from && !options.senders.includes(from))
      return error(
        400,
        21212,
        `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`,
      );
    if (unsubscribed.has(to)) return error(400, 21610, 'Attempt to send to unsubscribed recipient');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const now = new Date().toUTCString().replace('GMT', '+0000');
    const uri = `/2010-04-01/Accounts/${options.accountSid}/Messages/${sid}.json`;
    const message: TwilioMessage = {
      sid,
      account_sid: options.accountSid,
      messaging_service_sid: service,
      from: service ? null : from,
      to,
      body,
      status: service ? 'accepted' : 'queued',
      num_segments: service ? '0' : String(Math.ceil(body.length / 160)),
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: now,
      date_updated: now,
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      price_unit: 'USD',
      num_media: '0',
      uri,
      subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
    };
    received.push(message);
    return { status: 201, body: message };
  };

  const server = await startStubServer(route);
  return { ...server, received, unsubscribed };
}
