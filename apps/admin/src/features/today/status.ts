import type { MessageKey } from '../../lib/i18n/i18n.tsx';

/** Badge tone of an appointment or order status (ADR 0008 lifecycle). */
export function statusTone(status: string): 'neutral' | 'good' | 'warn' | 'bad' | 'info' {
  switch (status) {
    case 'confirmed':
      return 'info';
    case 'honoured':
      return 'good';
    case 'held':
    case 'pending':
      return 'warn';
    case 'no_show':
    case 'cancelled':
    case 'expired':
      return 'bad';
    default:
      return 'neutral';
  }
}

export const STATUS_KEYS = [
  'pending',
  'held',
  'confirmed',
  'honoured',
  'no_show',
  'cancelled',
  'expired',
  'refunded',
] as const;

type StatusName = (typeof STATUS_KEYS)[number];
const isStatus = (value: string): value is StatusName => (STATUS_KEYS as readonly string[]).includes(value);

/** The words for a status; an unknown one (a newer API) shows as is through the fallback key. */
export const statusKey = (status: string): MessageKey =>
  isStatus(status) ? `status.${status}` : 'status.other';
