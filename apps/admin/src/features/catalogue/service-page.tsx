import {
  type ArticleAdmin,
  ArticleAdminAnswerSchema,
  ArticlesAdminAnswerSchema,
  CategoriesAdminAnswerSchema,
  CategoryAdminAnswerSchema,
  DeletedAnswerSchema,
  ResourceAdminAnswerSchema,
  ResourcesAdminAnswerSchema,
  ShopAdminAnswerSchema,
  ShopsAdminAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { moneyInput, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { slugify } from '../../lib/slug.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { putOrPost, SaveDeleteButtons } from '../../ui/entity-editor.tsx';
import { hasText, slugOr } from '../../ui/entity-fields.tsx';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { CheckboxField, SelectField, SwitchField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { Card, PageHeader } from '../../ui/page.tsx';
import { ImagesField } from '../content/image-field.tsx';
import { ProductStock } from './product-stock.tsx';
import { type Links, linkChanges, type ServiceDraft } from './service-draft.ts';
import { ServicePolicyCard } from './service-policy-card.tsx';

const emptyDraft = (type: number): ServiceDraft => ({
  type,
  slug: '',
  name: {},
  description: {},
  price: '',
  vat: '20',
  duration: type === 2 ? '' : '60',
  draft: false,
  order: 0,
  upsellOnly: false,
  upsells: [],
  needsCabin: false,
  enableStock: false,
  images: [],
  bookingPolicy: null,
});

function draftOf(a: ArticleAdmin): ServiceDraft {
  return {
    type: a.type,
    slug: a.slug,
    name: a.name,
    description: a.description,
    price: moneyInput(a.price),
    vat: String(a.vat),
    duration: a.durationMinutes ? String(a.durationMinutes) : '',
    draft: a.draft,
    order: a.order,
    upsellOnly: a.upsellOnly,
    upsells: a.upsells,
    needsCabin: a.needsCabin,
    enableStock: a.enableStock,
    images: a.images.map((i) => i.url),
    bookingPolicy: a.bookingPolicy,
  };
}

const linksOf = (a: ArticleAdmin | null, performers: number[]): Links => ({
  categories: a?.categoryIds ?? [],
  shops: Object.fromEntries(
    (a?.shops ?? []).map((s) => [s.shopId, s.priceTtc === null ? '' : moneyInput(s.priceTtc)]),
  ),
  performers,
});

/**
 * A service or product: names in every enabled language, price, VAT, duration, draft, upsells,
 * categories, the shops offering it at their price, and who performs it. The article is saved
 * first; its links follow, each one call of the API.
 */
export function ServicePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const isNew = id === 'new';
  const articleId = isNew ? null : Number(id);
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const all = useLoad(
    (signal) => api.request('/api/articles/bo', { schema: ArticlesAdminAnswerSchema, signal }),
    [api],
  );
  const categories = useLoad(
    (signal) => api.request('/api/categories/bo', { schema: CategoriesAdminAnswerSchema, signal }),
    [api],
  );
  const shops = useLoad(
    (signal) => api.request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal }),
    [api],
  );
  const people = useLoad(
    (signal) =>
      api.request('/api/resources/bo', {
        query: { type: '100' },
        schema: ResourcesAdminAnswerSchema,
        signal,
      }),
    [api],
  );
  const article = all.data?.articles.find((a) => a.id === articleId) ?? null;
  const [draft, setDraft] = useState<ServiceDraft | null>(
    isNew ? emptyDraft(Number(params.get('type')) || 1) : null,
  );
  const [links, setLinks] = useState<Links>(linksOf(null, []));
  const [saved, setSaved] = useState<Links>(linksOf(null, []));
  const action = useAction();

  useEffect(() => {
    if (isNew || !article || !people.data) return;
    const performers = people.data.resources
      .filter((r) => r.articleIds.includes(article.id))
      .map((r) => r.id);
    setDraft(draftOf(article));
    setLinks(linksOf(article, performers));
    setSaved(linksOf(article, performers));
  }, [isNew, article, people.data]);

  const failed = all.error ?? categories.error ?? shops.error ?? people.error;
  if (failed) return <ErrorNotice error={failed} onRetry={all.reload} />;
  if (!draft || !all.data || !categories.data || !shops.data || !people.data) return <Skeleton rows={10} />;
  if (!isNew && !article) return <ErrorNotice error={new Error(t('error.notFound'))} />;

  const set = <K extends keyof ServiceDraft>(key: K, value: ServiceDraft[K]) =>
    setDraft({ ...draft, [key]: value });
  const service = draft.type !== 2;
  const price = parseMoney(draft.price);
  const shopPrices = Object.values(links.shops).filter((p) => p !== '');
  const valid =
    hasText(draft.name) &&
    price !== null &&
    shopPrices.every((p) => parseMoney(p) !== null) &&
    (!service || Number(draft.duration) > 0);

  async function save() {
    if (!draft || price === null) return;
    const slug = slugOr(draft.slug, draft.name);
    const body = {
      slug,
      type: draft.type,
      name: cleanLocalised(draft.name),
      description: cleanLocalised(draft.description),
      price,
      vat: Number(draft.vat) || 0,
      durationMinutes: service && draft.duration ? Number(draft.duration) : null,
      draft: draft.draft,
      order: draft.order,
      upsellOnly: draft.upsellOnly,
      upsells: draft.upsells,
      needsCabin: service && draft.needsCabin,
      enableStock: !service && draft.enableStock,
      images: draft.images.map((url) => ({ url })),
      bookingPolicy: service ? draft.bookingPolicy : null,
    };
    const done = await action.run(async () => {
      const { article: savedArticle } = await putOrPost(
        api,
        '/api/articles',
        articleId,
        body,
        ArticleAdminAnswerSchema,
      );
      const change = linkChanges(saved, links);
      const target = { articleId: savedArticle.id };
      for (const categoryId of change.addCategories)
        await api.request(`/api/categories/link/article/${categoryId}`, {
          method: 'POST',
          body: target,
          schema: CategoryAdminAnswerSchema,
        });
      for (const categoryId of change.removeCategories)
        await api.request(`/api/categories/link/article/${categoryId}`, {
          method: 'DELETE',
          body: target,
          schema: CategoryAdminAnswerSchema,
        });
      for (const { shopId, price: shopPrice } of change.offer)
        await api.request(`/api/shops/link/article/${shopId}`, {
          method: 'POST',
          body: { ...target, priceTtc: shopPrice === '' ? null : parseMoney(shopPrice) },
          schema: ShopAdminAnswerSchema,
        });
      for (const shopId of change.withdraw)
        await api.request(`/api/shops/link/article/${shopId}`, {
          method: 'DELETE',
          body: target,
          schema: ShopAdminAnswerSchema,
        });
      for (const { resourceId, performs } of change.performers) {
        const person = people.data?.resources.find((r) => r.id === resourceId);
        if (!person) continue;
        const articleIds = performs
          ? [...new Set([...person.articleIds, savedArticle.id])]
          : person.articleIds.filter((x) => x !== savedArticle.id);
        await api.request(`/api/resources/${resourceId}`, {
          method: 'PUT',
          body: { articleIds },
          schema: ResourceAdminAnswerSchema,
        });
      }
      return savedArticle;
    }, t('common.saved'));
    if (done) {
      all.reload();
      people.reload();
      if (isNew) navigate(`/catalogue/services/${done.id}`, { replace: true });
    }
  }

  async function destroy() {
    if (!articleId || !window.confirm(t('services.confirmDelete'))) return;
    const done = await action.run(
      () => api.request(`/api/articles/${articleId}`, { method: 'DELETE', schema: DeletedAnswerSchema }),
      t('common.deleted'),
    );
    if (done) navigate('/catalogue/services');
  }

  const offeredShops = new Set(Object.keys(links.shops).map(Number));
  const others = all.data.articles.filter((a) => a.id !== articleId && a.type !== 2);
  const title = localise(draft.name, lang) || t(service ? 'services.newService' : 'services.newProduct');

  return (
    <>
      <PageHeader
        title={title}
        description={draft.slug ? `/${draft.slug}` : undefined}
        actions={
          <SaveDeleteButtons
            exists={Boolean(articleId)}
            busy={action.busy}
            canSave={valid}
            onSave={save}
            onDelete={destroy}
          />
        }
      />
      <FormError error={action.error} />
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Card title={t('services.identity')}>
          <div className="flex flex-col gap-3">
            <SelectField
              label={t('services.type')}
              value={draft.type}
              onChange={(e) => set('type', Number(e.target.value))}
            >
              <option value={1}>{t('services.type1')}</option>
              <option value={4}>{t('services.type4')}</option>
              <option value={2}>{t('services.type2')}</option>
            </SelectField>
            <LocalisedFields
              label={t('services.name')}
              name="service-name"
              value={draft.name}
              onChange={(v: LocalisedValue) => set('name', v)}
              langs={company.langs}
              required
            />
            <TextField
              label={t('shops.slug')}
              hint={t('services.slugHint')}
              name="service-slug"
              value={draft.slug}
              placeholder={slugify(draft.name.fr ?? '')}
              onChange={(e) => set('slug', e.target.value.toLowerCase())}
            />
            <LocalisedFields
              label={t('services.description')}
              value={draft.description}
              onChange={(v) => set('description', v)}
              langs={company.langs}
              multiline
            />
            <ImagesField
              label={t('services.images')}
              value={draft.images}
              onChange={(v) => set('images', v)}
            />
          </div>
        </Card>
        <div className="flex flex-col gap-4">
          <Card title={t('services.pricing')}>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={t('services.price')}
                name="service-price"
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => set('price', e.target.value)}
                error={draft.price && price === null ? t('services.priceInvalid') : null}
                required
              />
              <TextField
                label={t('services.vat')}
                name="service-vat"
                type="number"
                min={0}
                max={100}
                value={draft.vat}
                onChange={(e) => set('vat', e.target.value)}
              />
              {service && (
                <TextField
                  label={t('services.duration')}
                  name="service-duration"
                  type="number"
                  min={5}
                  max={1440}
                  step={5}
                  value={draft.duration}
                  onChange={(e) => set('duration', e.target.value)}
                  required
                />
              )}
              <TextField
                label={t('common.order')}
                type="number"
                value={draft.order}
                onChange={(e) => set('order', Number(e.target.value) || 0)}
              />
            </div>
            <div className="mt-3">
              <SwitchField
                label={t('services.draft')}
                hint={t('services.draftHint')}
                checked={draft.draft}
                onChange={(v) => set('draft', v)}
              />
              {service && (
                <>
                  <SwitchField
                    label={t('services.upsellOnly')}
                    hint={t('services.upsellOnlyHint')}
                    checked={draft.upsellOnly}
                    onChange={(v) => set('upsellOnly', v)}
                  />
                  <SwitchField
                    label={t('services.needsCabin')}
                    checked={draft.needsCabin}
                    onChange={(v) => set('needsCabin', v)}
                  />
                </>
              )}
              {!service && (
                <SwitchField
                  label={t('services.enableStock')}
                  checked={draft.enableStock}
                  onChange={(v) => set('enableStock', v)}
                />
              )}
            </div>
          </Card>
          <Card title={t('nav.categories')}>
            <div className="grid gap-1 sm:grid-cols-2">
              {categories.data.categories.map((c) => (
                <CheckboxField
                  key={c.id}
                  name={`category-${c.slug}`}
                  label={localise(c.name, lang)}
                  checked={links.categories.includes(c.id)}
                  onChange={(e) =>
                    setLinks({
                      ...links,
                      categories: e.target.checked
                        ? [...links.categories, c.id]
                        : links.categories.filter((x) => x !== c.id),
                    })
                  }
                />
              ))}
            </div>
          </Card>
          <Card title={t('services.shopsAndPrices')}>
            <ul className="flex flex-col gap-2">
              {shops.data.shops.map((s) => {
                const offered = offeredShops.has(s.id);
                return (
                  <li key={s.id} className="grid grid-cols-[1fr_8rem] items-end gap-2">
                    <CheckboxField
                      name={`shop-${s.slug}`}
                      label={s.name}
                      checked={offered}
                      onChange={(e) => {
                        const next = { ...links.shops };
                        if (e.target.checked) next[s.id] = '';
                        else delete next[s.id];
                        setLinks({ ...links, shops: next });
                      }}
                    />
                    {offered && (
                      <TextField
                        label={t('services.shopPrice', { shop: s.name })}
                        className="[&_label]:sr-only"
                        inputMode="decimal"
                        placeholder={draft.price || '—'}
                        value={links.shops[s.id] ?? ''}
                        onChange={(e) =>
                          setLinks({ ...links, shops: { ...links.shops, [s.id]: e.target.value } })
                        }
                      />
                    )}
                  </li>
                );
              })}
            </ul>
            <p className="mt-2 text-xs text-stone-600">{t('services.shopPriceHint')}</p>
          </Card>
          {service && (
            <Card title={t('services.performedBy')}>
              {offeredShops.size === 0 ? (
                <p className="text-sm text-stone-600">{t('services.offerFirst')}</p>
              ) : (
                <div className="grid gap-1 sm:grid-cols-2">
                  {people.data.resources
                    .filter((r) => offeredShops.has(r.shopId) && r.active)
                    .map((r) => (
                      <CheckboxField
                        key={r.id}
                        name={`performer-${r.id}`}
                        label={r.displayName}
                        hint={shops.data?.shops.find((s) => s.id === r.shopId)?.name}
                        checked={links.performers.includes(r.id)}
                        onChange={(e) =>
                          setLinks({
                            ...links,
                            performers: e.target.checked
                              ? [...links.performers, r.id]
                              : links.performers.filter((x) => x !== r.id),
                          })
                        }
                      />
                    ))}
                </div>
              )}
            </Card>
          )}
          {service && (
            <ServicePolicyCard value={draft.bookingPolicy} onChange={(v) => set('bookingPolicy', v)} />
          )}
          {!service && articleId && <ProductStock articleId={articleId} shops={shops.data.shops} />}
          {service && others.length > 0 && (
            <Card title={t('services.upsells')}>
              <div className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
                {others.map((a) => (
                  <CheckboxField
                    key={a.id}
                    label={localise(a.name, lang)}
                    checked={draft.upsells.includes(a.id)}
                    onChange={(e) =>
                      set(
                        'upsells',
                        e.target.checked ? [...draft.upsells, a.id] : draft.upsells.filter((x) => x !== a.id),
                      )
                    }
                  />
                ))}
              </div>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
