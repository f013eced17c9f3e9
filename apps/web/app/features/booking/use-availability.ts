import { availabilityRange } from '@eclat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../lib/browser-api.ts';
import { useCaller } from '../../lib/use-caller.ts';
import type { AvailabilityDay } from './types.ts';

export type AvailabilityQuery = {
  shopId: number;
  serviceIds: number[];
  /** A day of the week shown. */
  week: string;
  today: string;
  /** null: any collaborator (mode 1); an id: that person only (mode 2, ADR 0008). */
  employeeId: number | null;
  /** A chain: per booked service, the collaborator chosen for it or null (ADR 0017). */
  employeeIds?: (number | null)[] | null;
};

const choiceParam = (ids: (number | null)[] | null | undefined) =>
  ids ? ids.map((id) => id ?? 'any').join(',') : undefined;

export const availabilityKey = (q: AvailabilityQuery): string =>
  `${q.shopId}|${q.serviceIds.join(',')}|${availabilityRange(q.week, q.today).start}|${q.employeeId ?? 'any'}|${choiceParam(q.employeeIds) ?? ''}`;

type State = { key: string | null; days: AvailabilityDay[] | null; loading: boolean; failed: boolean };

/**
 * The free times of a week (GET /api/appointments). The server's first answer is used as is when
 * it matches; a change of services, week or collaborator asks again; `refresh` asks again for
 * the same week (after a slot was taken meanwhile).
 */
export function useAvailability(
  query: AvailabilityQuery | null,
  initial: { key: string; days: AvailabilityDay[] } | null,
) {
  const caller = useCaller();
  const [state, setState] = useState<State>({
    key: initial?.key ?? null,
    days: initial?.days ?? null,
    loading: false,
    failed: false,
  });
  const [version, setVersion] = useState(0);
  const served = useRef(initial?.key ?? null);
  const key = query ? availabilityKey(query) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for every part of the query
  useEffect(() => {
    if (!query || !key) return;
    if (version === 0 && served.current === key) return;
    served.current = null;
    const controller = new AbortController();
    const range = availabilityRange(query.week, query.today);
    setState((s) => ({ ...s, loading: true, failed: false }));
    callApi(caller, '/api/appointments', {
      answer: 'AvailabilityAnswerSchema',
      query: {
        shopid: query.shopId,
        serviceids: query.serviceIds.join(','),
        start: range.start,
        end: range.end,
        mode: query.employeeId === null ? '1' : '2',
        employeeid: query.employeeId,
        employeeids: query.employeeId === null ? choiceParam(query.employeeIds) : undefined,
      },
      authToken: null,
      signal: controller.signal,
    })
      .then((answer) => setState({ key, days: answer.appointments.data, loading: false, failed: false }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('[storefront] availability could not be loaded', error);
        setState({ key, days: null, loading: false, failed: true });
      });
    return () => controller.abort();
  }, [key, version, caller]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const current = state.key === key;
  return {
    days: current ? state.days : null,
    loading: state.loading || (!current && key !== null),
    failed: current && state.failed,
    refresh,
  };
}
