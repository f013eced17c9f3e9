// Store credit ("old credit", spec §7 stats service): money a business owes a customer and keeps
// as credit instead of paying it back, spent later against bookings. Amounts are integer cents.

/**
 * How much credit to spend on an order: what was asked, limited by the balance and by what the
 * order still owes. Never negative.
 */
export function creditToUse(balance: number, requested: number, due: number): number {
  return Math.max(0, Math.min(balance, requested, due));
}

/** The balance of a ledger whose entries are signed amounts (grants positive, uses negative). */
export function creditBalanceOf(entries: readonly { amount: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}
