import { useT } from '../../../lib/i18n/use-lang.ts';

/** Says the page shows the theme under edition, so nobody mistakes the preview for the live site. */
export function PreviewBar() {
  const t = useT('shell');
  return (
    <div role="status" className="bg-secondary px-4 py-1.5 text-center text-xs font-medium text-on-secondary">
      {t('previewBar')}
    </div>
  );
}
