import {
  DeletedAnswerSchema,
  GeoGroupmentsAdminAnswerSchema,
  type ShopAdmin,
  ShopAdminAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, SwitchField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields } from '../../ui/localised-fields.tsx';
import { Card, PageHeader, Tabs } from '../../ui/page.tsx';
import { ImagesField } from '../content/image-field.tsx';
import { DaysManager } from './days-manager.tsx';
import { hoursValid, type WeekHours, WeekHoursEditor } from './hours-editor.tsx';
import { ResourcesManager } from './resources-manager.tsx';

type Tab = 'info' | 'hours' | 'booking' | 'days' | 'team';

/** Everything a shop's page and booking depend on, saved together (PUT /api/shops/{id}). */
export function ShopPage() {
  const { id } = useParams();
  const shopId = Number(id);
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('info');
  const loaded = useLoad(
    (signal) => api.request(`/api/shops/bo/${shopId}`, { schema: ShopAdminAnswerSchema, signal }),
    [api, shopId],
  );
  const groups = useLoad(
    (signal) => api.request('/api/geogroupments/bo', { schema: GeoGroupmentsAdminAnswerSchema, signal }),
    [api],
  );
  const [shop, setShop] = useState<ShopAdmin | null>(null);
  useEffect(() => {
    if (loaded.data) setShop(loaded.data.shop);
  }, [loaded.data]);
  const save = useAction();
  const remove = useAction();

  if (loaded.error) return <ErrorNotice error={loaded.error} onRetry={loaded.reload} />;
  if (!shop) return <Skeleton rows={8} />;
  const set = <K extends keyof ShopAdmin>(key: K, value: ShopAdmin[K]) => setShop({ ...shop, [key]: value });
  const number = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

  async function submit() {
    if (!shop) return;
    const body = {
      name: shop.name.trim(),
      slug: shop.slug,
      description: cleanLocalised(shop.description),
      address: shop.address,
      city: shop.city,
      country: shop.country,
      zipcode: shop.zipcode,
      phone: shop.phone?.trim() || null,
      email: shop.email?.trim() || null,
      lat: shop.lat,
      lng: shop.lng,
      timeZone: shop.timeZone,
      images: shop.images,
      bookerActive: shop.bookerActive,
      useCabins: shop.useCabins,
      openingHours: shop.openingHours,
      geoGroupmentId: shop.geoGroupmentId,
      order: shop.order,
    };
    const done = await save.run(
      () => api.request(`/api/shops/${shopId}`, { method: 'PUT', body, schema: ShopAdminAnswerSchema }),
      t('common.saved'),
    );
    if (done) setShop(done.shop);
  }

  async function destroy() {
    if (!window.confirm(t('shops.confirmDelete', { name: shop?.name ?? '' }))) return;
    const done = await remove.run(
      () => api.request(`/api/shops/${shopId}`, { method: 'DELETE', schema: DeletedAnswerSchema }),
      t('common.deleted'),
    );
    if (done) navigate('/catalogue/shops');
  }

  const canSave = shop.name.trim() !== '' && hoursValid(shop.openingHours as WeekHours);
  return (
    <>
      <PageHeader
        title={shop.name || t('shops.untitled')}
        description={`/${shop.slug}`}
        actions={
          <>
            <Button variant="danger" onClick={destroy} disabled={remove.busy}>
              {t('common.delete')}
            </Button>
            <Button variant="primary" onClick={submit} disabled={save.busy || !canSave}>
              {t('common.save')}
            </Button>
          </>
        }
      />
      <FormError error={save.error ?? remove.error} />
      <Tabs
        label={t('shops.sections')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'info', label: t('shops.info') },
          { key: 'hours', label: t('shops.hours') },
          { key: 'booking', label: t('shops.booking') },
          { key: 'team', label: t('shops.team') },
          { key: 'days', label: t('shops.days') },
        ]}
      />
      {tab === 'info' && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card title={t('shops.public')}>
            <div className="flex flex-col gap-3">
              <TextField
                label={t('shops.name')}
                value={shop.name}
                onChange={(e) => set('name', e.target.value)}
                required
              />
              <TextField
                label={t('shops.slug')}
                hint={t('shops.slugHint')}
                value={shop.slug}
                onChange={(e) => set('slug', e.target.value.toLowerCase())}
              />
              <LocalisedFields
                label={t('shops.description')}
                value={shop.description}
                onChange={(v) => set('description', v)}
                langs={company.langs}
                multiline
              />
              <ImagesField
                label={t('shops.images')}
                value={shop.images.map((i) => i.url)}
                onChange={(urls) =>
                  set(
                    'images',
                    urls.map((url) => shop.images.find((i) => i.url === url) ?? { url, alt: {} }),
                  )
                }
              />
            </div>
          </Card>
          <Card title={t('shops.address')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                className="sm:col-span-2"
                label={t('shops.street')}
                value={shop.address}
                onChange={(e) => set('address', e.target.value)}
              />
              <TextField
                label={t('shops.zipcode')}
                value={shop.zipcode}
                onChange={(e) => set('zipcode', e.target.value)}
              />
              <TextField
                label={t('shops.city')}
                value={shop.city}
                onChange={(e) => set('city', e.target.value)}
              />
              <TextField
                label={t('shops.country')}
                value={shop.country}
                onChange={(e) => set('country', e.target.value)}
              />
              <TextField
                label={t('shops.timeZone')}
                value={shop.timeZone}
                onChange={(e) => set('timeZone', e.target.value)}
              />
              <TextField
                label={t('shops.phone')}
                type="tel"
                value={shop.phone ?? ''}
                onChange={(e) => set('phone', e.target.value)}
              />
              <TextField
                label={t('shops.email')}
                type="email"
                value={shop.email ?? ''}
                onChange={(e) => set('email', e.target.value)}
              />
              <TextField
                label={t('shops.lat')}
                inputMode="decimal"
                value={shop.lat ?? ''}
                onChange={(e) => set('lat', number(e.target.value))}
                hint={t('shops.positionHint')}
              />
              <TextField
                label={t('shops.lng')}
                inputMode="decimal"
                value={shop.lng ?? ''}
                onChange={(e) => set('lng', number(e.target.value))}
              />
              {shop.lat !== null && shop.lng !== null && (
                <a
                  className="text-sm text-brand-800 underline sm:col-span-2"
                  href={`https://www.openstreetmap.org/?mlat=${shop.lat}&mlon=${shop.lng}#map=18/${shop.lat}/${shop.lng}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('shops.seeOnMap')}
                </a>
              )}
              <SelectField
                label={t('shops.geoGroup')}
                value={shop.geoGroupmentId ?? ''}
                onChange={(e) => set('geoGroupmentId', e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">{t('shops.noGeoGroup')}</option>
                {groups.data?.geogroupments.map((g) => (
                  <option key={g.id} value={g.id}>
                    {localise(g.name, lang)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('common.order')}
                type="number"
                value={shop.order}
                onChange={(e) => set('order', Number(e.target.value) || 0)}
              />
            </div>
          </Card>
        </div>
      )}
      {tab === 'hours' && (
        <Card title={t('shops.hours')}>
          <WeekHoursEditor
            value={shop.openingHours as WeekHours}
            onChange={(v) => set('openingHours', v as ShopAdmin['openingHours'])}
          />
        </Card>
      )}
      {tab === 'booking' && (
        <Card title={t('shops.booking')}>
          <SwitchField
            label={t('shops.bookerActive')}
            hint={t('shops.bookerActiveHint')}
            checked={shop.bookerActive}
            onChange={(v) => set('bookerActive', v)}
          />
          <SwitchField
            label={t('shops.useCabins')}
            hint={t('shops.useCabinsHint')}
            checked={shop.useCabins}
            onChange={(v) => set('useCabins', v)}
          />
          <p className="mt-3 text-sm text-stone-600">{t('shops.saveToApply')}</p>
        </Card>
      )}
      {tab === 'team' && <ResourcesManager shopId={shopId} timeZone={shop.timeZone} />}
      {tab === 'days' && <DaysManager shopId={shopId} />}
    </>
  );
}
