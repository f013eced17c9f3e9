import { ShopsAdminAnswerSchema } from '@eclat/contracts';
import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { DaysManager } from './days-manager.tsx';
import { ResourcesManager } from './resources-manager.tsx';

function useShops() {
  const { api } = useSignedIn();
  return useLoad((signal) => api.request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal }), [api]);
}

/** Collaborators, cabins and equipment of one shop at a time. */
export function ResourcesPage() {
  const { t } = useI18n();
  const shops = useShops();
  const [params, setParams] = useSearchParams();
  const shop = shops.data?.shops.find((s) => s.id === Number(params.get('shop'))) ?? shops.data?.shops[0];
  return (
    <>
      <PageHeader title={t('nav.resources')} />
      {shops.error ? (
        <ErrorNotice error={shops.error} onRetry={shops.reload} />
      ) : !shops.data ? (
        <Skeleton />
      ) : !shop ? (
        <EmptyState title={t('today.noShop')} />
      ) : (
        <>
          <SelectField
            label={t('today.shop')}
            className="mb-4 max-w-sm"
            value={shop.id}
            onChange={(e) => setParams({ shop: e.target.value }, { replace: true })}
          >
            {shops.data.shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <ResourcesManager key={shop.id} shopId={shop.id} timeZone={shop.timeZone} />
        </>
      )}
    </>
  );
}

/** Closed and open days of every shop, or of all shops at once. */
export function DaysPage() {
  const { t } = useI18n();
  const shops = useShops();
  return (
    <>
      <PageHeader title={t('nav.days')} description={t('days.explained')} />
      {shops.error ? (
        <ErrorNotice error={shops.error} onRetry={shops.reload} />
      ) : !shops.data ? (
        <Skeleton />
      ) : (
        <DaysManager shops={shops.data.shops} />
      )}
    </>
  );
}
