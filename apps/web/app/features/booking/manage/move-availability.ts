import { availabilityRange } from '@eclat/domain';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../../lib/browser-api.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import type { AvailabilityDay } from '../types.ts';

/**
 * Whose booking is moved, so that its own time shows free (a move may overlap it, as the API
 * allows): the signed-in customer's order (their bearer and `rescheduleorderid`), or the order a
 * manage link opens (its token, no sign-in).
 */
export type MoveSource = { orderId: number } | { token: string };

export type MoveAvailabilityQuery = {
  source: MoveSource;
  shopId: number;
  serviceIds: number[];
  /** A day of the week shown. */
  week: string;
  today: string;
  /** null: any collaborator; an id: that person only. */
  employeeId: number | null;
};

type State = { key: string | null; days: AvailabilityDay[] | null; loading: boolean; failed: boolean };

const sourceKey = (s: MoveSource) => ('token' in s ? `link:${s.token}` : `order:${s.orderId}`);

/** The free times of a week for a move, as useAvailability answers them for a new booking. */
export function useMoveAvailability(query: MoveAvailabilityQuery) {
  const caller = useCaller();
  const [state, setState] = useState<State>({ key: null, days: null, loading: false, failed: false });
  const [version, setVersion] = useState(0);
  const range = availabilityRange(query.week, query.today);
  const key = `${sourceKey(query.source)}|${query.shopId}|${query.serviceIds.join(',')}|${range.start}|${query.employeeId ?? 'any'}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for every part of the query
  useEffect(() => {
    const controller = new AbortController();
    const { source, employeeId } = query;
    setState((s) => ({ ...s, loading: true, failed: false }));
    const call =
      'token' in source
        ? callApi(caller, `/api/bookings/manage/${encodeURIComponent(source.token)}/availability`, {
            answer: 'AvailabilityAnswerSchema',
            query: { start: range.start, end: range.end, employeeid: employeeId },
            authToken: null,
            signal: controller.signal,
          })
        : callApi(caller, '/api/appointments', {
            answer: 'AvailabilityAnswerSchema',
            query: {
              shopid: query.shopId,
              serviceids: query.serviceIds.join(','),
              start: range.start,
              end: range.end,
              mode: employeeId === null ? '1' : '2',
              employeeid: employeeId,
              rescheduleorderid: source.orderId,
            },
            signal: controller.signal,
          });
    call
      .then((answer) => setState({ key, days: answer.appointments.data, loading: false, failed: false }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('[storefront] availability for a move could not be loaded', error);
        setState({ key, days: null, loading: false, failed: true });
      });
    return () => controller.abort();
  }, [key, version, caller]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const current = state.key === key;
  return {
    days: current ? state.days : null,
    loading: state.loading || !current,
    failed: current && state.failed,
    refresh,
  };
}
