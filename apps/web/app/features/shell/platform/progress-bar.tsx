import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n/use-lang.ts';

/** Spec §9: throttle 200 ms, duration 5000 ms, height 2 px. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

type Phase = 'hidden' | 'start' | 'running' | 'done';

const SCALE: Record<Phase, number> = { hidden: 0, start: 0.02, running: 0.9, done: 1 };

/**
 * The top progress bar of navigations: it appears only when a navigation lasts longer than
 * 200 ms (fast ones show nothing), creeps towards the end over 5 s, and completes when the page
 * arrives.
 */
export function ProgressBar() {
  const t = useT('shell');
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase('start'), PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'hidden' ? 'hidden' : 'done'));
    const timer = window.setTimeout(() => setPhase('hidden'), 400);
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (phase !== 'start') return;
    // One frame at the start width, so the browser animates from there.
    const frame = requestAnimationFrame(() => setPhase('running'));
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      data-testid="progress-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[2px]"
    >
      <div
        className="h-full origin-left bg-primary"
        style={{
          transform: `scaleX(${SCALE[phase]})`,
          transition:
            phase === 'running'
              ? `transform ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
              : 'transform 200ms ease-out, opacity 200ms ease-out 150ms',
          opacity: phase === 'done' ? 0 : 1,
        }}
      />
    </div>
  );
}
