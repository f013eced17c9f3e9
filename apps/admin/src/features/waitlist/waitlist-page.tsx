import {
  ArticlesAdminAnswerSchema,
  type StaffWaitlistEntry,
  StaffWaitlistSchema,
  WAITLIST_STATUSES,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { useMemo, useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { FilterSelect, filterGrid } from '../../ui/list-filters.tsx';
import { ListState, useListQuery } from '../../ui/list-page.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { shopOptions, useVisibleShops } from '../shell/use-visible-shops.ts';
import { OfferDialog } from './offer-dialog.tsx';
import { WaitlistStatsPanel } from './waitlist-stats.tsx';
import { WaitlistTable } from './waitlist-table.tsx';

const FILTERS = ['shopId', 'serviceId', 'status'] as const;

/**
 * The waitlist per shop and service (issue 21): who waits, in queue order, for what and when, the
 * live offers with their deadline; a time offered by hand to one entry; and how well freed times
 * are refilled.
 */
export function WaitlistPage() {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const query = useListQuery(FILTERS);
  const shops = useVisibleShops();
  const [offering, setOffering] = useState<StaffWaitlistEntry | null>(null);
  const [version, setVersion] = useState(0);
  const articles = useLoad(
    (signal) => api.request('/api/articles/bo', { schema: ArticlesAdminAnswerSchema, signal }),
    [api],
  );
  const services = useMemo(
    () =>
      (articles.data?.articles ?? [])
        .filter((a) => (a.type === 1 || a.type === 4) && a.durationMinutes)
        .map((a) => ({ value: a.id, label: localise(a.name, lang) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    [articles.data, lang],
  );
  // Without a status filter the queue shows who still waits or holds an offer: the rest is history.
  const list = useLoad(
    (signal) => api.request('/api/waitlist', { query: query.filters, schema: StaffWaitlistSchema, signal }),
    [api, query.key],
  );
  const status = query.get('status');
  const shopId = query.get('shopId');

  return (
    <>
      <PageHeader title={t('nav.waitlist')} description={t('waitlist.intro')} />
      <WaitlistStatsPanel shopId={shopId ? Number(shopId) : null} version={version} />
      <h2 className="mt-6 mb-3 text-lg font-semibold">{t('waitlist.queue')}</h2>
      <div className={filterGrid}>
        <FilterSelect
          query={query}
          param="shopId"
          label={t('today.shop')}
          options={shopOptions(shops.data)}
        />
        <FilterSelect query={query} param="serviceId" label={t('waitlist.service')} options={services} />
        <FilterSelect
          query={query}
          param="status"
          label={t('today.status')}
          options={WAITLIST_STATUSES.map((s) => ({ value: s, label: t(`waitlist.status.${s}`) }))}
        />
      </div>
      <ListState
        loaded={list}
        items={(d) =>
          status ? d.entries : d.entries.filter((e) => e.status === 'waiting' || e.status === 'offered')
        }
        empty={t('waitlist.none')}
        skeletonRows={6}
      >
        {(entries) => (
          <WaitlistTable
            entries={entries}
            timeZone={(id) => shops.data?.find((s) => s.id === id)?.timeZone ?? 'Europe/Paris'}
            onOffer={setOffering}
          />
        )}
      </ListState>
      {offering && (
        <OfferDialog
          entry={offering}
          timeZone={shops.data?.find((s) => s.id === offering.shopId)?.timeZone ?? 'Europe/Paris'}
          onClose={() => setOffering(null)}
          onOffered={() => {
            setOffering(null);
            list.reload();
            setVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}
