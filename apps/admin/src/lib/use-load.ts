import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  setData: (data: T) => void;
};

/**
 * Loads data for a screen and reloads it when `deps` change; a late answer of an older request
 * never overwrites a newer one.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` are the caller's dependencies.
  useEffect(() => {
    const id = ++latest.current;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(controller.signal).then(
      (value) => {
        if (id !== latest.current) return;
        setData(value);
        setLoading(false);
      },
      (err: unknown) => {
        if (id !== latest.current || controller.signal.aborted) return;
        setError(err);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload, setData };
}
