/**
 * What a customer is told about cancelling a booking (issue 17 item 4), before confirming and
 * after: free self-service cancellation until the notice deadline, or — when the appointment is
 * already inside the notice period — no self-service cancellation at all, never a deadline in
 * the past. Same rule as canCustomerCancel (booking-rules.ts), said in words.
 */
export type CancellationTerms =
  | { kind: 'free-until'; deadline: Date; noticeHours: number }
  | { kind: 'within-notice'; noticeHours: number };

export function cancellationTerms(startsAt: Date, now: Date, noticeHours: number): CancellationTerms {
  const deadline = new Date(startsAt.getTime() - noticeHours * 3_600_000);
  return deadline.getTime() >= now.getTime()
    ? { kind: 'free-until', deadline, noticeHours }
    : { kind: 'within-notice', noticeHours };
}
