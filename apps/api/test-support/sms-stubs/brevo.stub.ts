// A local stand-in for Brevo's transactional SMS API, for tests (these machines cannot reach
// Brevo). In Brevo's wire format (developers.brevo.com, "Send SMS message asynchronously to a
// mobile number" and "Key concepts"): POST /v3/transactionalSMS/send with the `api-key` header
// and a JSON body {sender, recipient, content, type, unicodeEnabled…}; 201 {"messageId": n} when
// accepted; errors as {"code", "message"}: 401 unauthorized (unknown key), 400 missing_parameter
// / invalid_parameter (recipient of 6 to 15 digits with an optional '+', sender of up to 11
// letters and digits or 15 digits, type transactional or marketing), 402 not_enough_credits.
import { type Answer, type RecordedRequest, type StubControls, startStubServer } from './stub-server.ts';

export type BrevoSms = {
  messageId: number;
  sender: string;
  recipient: string;
  content: string;
  type: string;
  unicodeEnabled: boolean;
};

export type BrevoStub = StubControls & {
  /** The messages Brevo accepted, in order. */
  received: BrevoSms[];
  /** SMS credits left; at 0 every send is refused with 402. */
  setCredits(credits: number): void;
};

const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

export async function startBrevoStub(options: { apiKey: string; credits?: number }): Promise<BrevoStub> {
  const received: BrevoSms[] = [];
  let credits = options.credits ?? 1000;
  let nextId = 1511882900176220;

  const route = (request: RecordedRequest): Answer => {
    if (request.method !== 'POST' || request.path !== '/v3/transactionalSMS/send')
      return error(404, 'not_found', 'Not found');
    if (request.headers['api-key'] !== options.apiKey) return error(401, 'unauthorized', 'Key not found');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json'))
      return error(400, 'bad_request', 'Content-Type must be application/json');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.raw) as Record<string, unknown>;
    } catch {
      return error(400, 'bad_request', 'Input must be a valid JSON object');
    }
    for (const field of ['sender', 'recipient', 'content'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '')
        return error(400, 'missing_parameter', `${field} is missing`);
    }
    const { sender, recipient, content } = body as Record<'sender' | 'recipient' | 'content', string>;
    if (!/^\+?\d{6,15}$/.test(recipient)) return error(400, 'invalid_parameter', 'Invalid phone number');
    if (!/^[A-Za-z0-9]{1,11}$|^\d{1,15}$/.test(sender))
      return error(400, 'invalid_parameter', 'Invalid sender name');
    const type = body.type ?? 'transactional';
    if (type !== 'transactional' && type !== 'marketing')
      return error(400, 'invalid_parameter', 'type must be transactional or marketing');
    if (body.unicodeEnabled !== undefined && typeof body.unicodeEnabled !== 'boolean')
      return error(400, 'invalid_parameter', 'unicodeEnabled must be a boolean');
    if (credits <= 0) return error(402, 'not_enough_credits', 'Not enough credits');
    credits -= 1;
    const messageId = nextId++;
    received.push({
      messageId,
      sender,
      recipient,
      content,
      type,
      unicodeEnabled: body.unicodeEnabled === true,
    });
    return { status: 201, body: { messageId } };
  };

  const server = await startStubServer(route);
  return {
    ...server,
    received,
    setCredits(value) {
      credits = value;
    },
  };
}
