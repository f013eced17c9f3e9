// How errors are written to the logs (pino's `err` serializer): what an operator needs to find the
// fault (type, SQLSTATE, constraint, table, column, the statement, the stack), never the values a
// customer typed. Drizzle's query errors carry the bound parameters in their message, stack and
// `params` (names, phones, e-mails), and PostgreSQL's `detail` repeats the offending key
// ("Key (email)=(…) already exists"): both stay out. The request id is on the log line already.

/** The fields of a driver error (pg, PGlite) that name the fault without repeating its data. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;
/** Past this many nested causes the rest is dropped (a cycle, or a chain nobody reads). */
const MAX_DEPTH = 4;
const MAX_STATEMENT = 500;

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  statusCode?: number;
  cause?: LoggedError;
} & Partial<Record<(typeof DATABASE_FIELDS)[number], string>>;

/**
 * A driver message may quote the value it refused (`invalid input syntax for type integer:
 * "Alice"`): anything quoted after a colon is replaced. Names of constraints and columns are quoted
 * after a word, not a colon, and stay.
 */
const redactQuotedValues = (message: string) => message.replace(/:\s*"(?:[^"]|"")*"/g, ': "[redacted]"');

/** Drizzle's "Failed query: <sql>\nparams: <values>": the statement stays, the values go. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  const head = at === -1 ? message : message.slice(0, at);
  return head.length > MAX_STATEMENT ? `${head.slice(0, MAX_STATEMENT)}…` : head;
}

/** The stack's frames under a safe first line (a stack starts with the full message). */
function safeStack(stack: unknown, type: string, message: string): string {
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [`${type}: ${message}`, ...frames].join('\n');
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = redactQuotedValues(String(error)).slice(0, MAX_STATEMENT);
    return { type: typeof error, message, stack: message };
  }
  const type = error.constructor?.name || error.name || 'Error';
  const message = redactQuotedValues(withoutParams(error.message));
  const logged: LoggedError = { type, message, stack: safeStack(error.stack, type, message) };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of DATABASE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = String(value);
  }
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < MAX_DEPTH) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
