// Wire helpers shared by the payment adapters (issue 6): one place where a provider call gets its
// time limit and where network trouble becomes the ProviderError the service understands, plus
// the money formats the providers' documents use.
import type { z } from 'zod';
import { ProviderError } from './provider.ts';

export type ProviderReply = { status: number; text: string };

/**
 * One HTTP call to a provider, bounded by `timeoutMs` (AbortSignal.timeout, body included).
 * No answer in time → 'timeout'; refused connection, reset or a 5xx → 'unavailable'. Other
 * statuses come back to the adapter, which reads the provider's own error body.
 */
export async function callProvider(
  provider: string,
  url: string | URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderReply> {
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (signal.aborted) {
      throw new ProviderError('timeout', `${provider}: no answer within ${timeoutMs} ms`);
    }
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new ProviderError('unavailable', `${provider}: unreachable (${reason || 'network error'})`);
  }
  if (status >= 500) throw new ProviderError('unavailable', `${provider}: answered HTTP ${status}`);
  return { status, text };
}

/** The body as JSON, or null when it is not JSON (an HTML error page, an empty body). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Reads a provider answer with its documented shape; anything else is the provider's fault. */
export function expectShape<T>(provider: string, schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProviderError('unavailable', `${provider}: unexpected ${what} answer`);
  return parsed.data;
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/** The secret a company must have set for this provider, or 'config' naming it (never its value). */
export function requireSecret(
  provider: string,
  secrets: Readonly<Record<string, string>>,
  name: string,
): string {
  const value = secrets[name];
  if (!value) throw new ProviderError('config', `${provider}: payment secret "${name}" is not set`);
  return value;
}

/** Integer cents → the decimal string PayPal, Monetico and the like expect: 1234 → "12.34". */
export function formatDecimalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`amount must be whole cents, got ${cents}`);
  const units = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${units}.${rest.toString().padStart(2, '0')}`;
}

/** "12.34", "12.3" or "12" → 1234, 1230, 1200; null for anything else (no rounding guesses). */
export function parseDecimalAmount(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const units = Number(match[1]);
  const decimals = Number((match[2] ?? '').padEnd(2, '0'));
  return units * 100 + decimals;
}
