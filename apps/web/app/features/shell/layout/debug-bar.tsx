import { useT } from '../../../lib/i18n/use-lang.ts';

/** Spec §2: says the visitor is in debug mode when the site is disabled but debug is on. */
export function DebugBar() {
  const t = useT('shell');
  return (
    <div role="status" className="bg-primary px-4 py-2 text-center text-sm font-medium text-on-primary">
      {t('debugBar')}
    </div>
  );
}
