import { useCallback, useState } from 'react';
import { useToast } from '../ui/toast.tsx';
import { describeError } from './errors.ts';
import { useI18n } from './i18n/i18n.tsx';

/** A write with its busy flag, its error in words, and a confirmation toast when it succeeds. */
export function useAction() {
  const { t } = useI18n();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <R>(action: () => Promise<R>, done?: string): Promise<R | undefined> => {
      setBusy(true);
      setError(null);
      try {
        const result = await action();
        if (done) toast.notify(done);
        return result;
      } catch (err) {
        const { title, detail } = describeError(err, t);
        setError(detail ? `${title} ${detail}` : title);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [t, toast],
  );
  return { busy, error, setError, run };
}
