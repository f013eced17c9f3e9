import { useI18n } from '../../lib/i18n/i18n.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { MediaGrid } from './media-grid.tsx';

export function MediaPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('nav.media')} description={t('media.explained')} />
      <MediaGrid />
    </>
  );
}
