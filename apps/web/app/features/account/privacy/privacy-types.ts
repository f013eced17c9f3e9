import type { DeletionPreview, UnsubscribeAnswer } from '@eclat/contracts';

/** What the deletion statement shows, ready to read (formatted by privacy.server.ts). */
export type DeletionSummary = {
  bookings: { id: number; label: string; fee: string | null }[];
  vouchers: { code: string; role: 'bought' | 'received'; balance: string; until: string | null }[];
  loyaltyPoints: number;
  credits: string | null;
  methods: DeletionPreview['methods'];
};

/** The unsubscribe link's page: the link's state, or a forged or dead link. */
export type UnsubscribePage = { state: 'open'; answer: UnsubscribeAnswer } | { state: 'invalid' };
