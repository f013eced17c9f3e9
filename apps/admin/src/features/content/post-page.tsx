import {
  ShopsAdminAnswerSchema,
  type StaffPost,
  StaffPostAnswerSchema,
  StaffPostCategoriesAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { LANG_NAMES, LANGS, useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { putOrPost, SaveDeleteButtons } from '../../ui/entity-editor.tsx';
import { DateTimeRangeFields, hasText, SlugField, slugOr } from '../../ui/entity-fields.tsx';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { CheckboxField, SelectField, SwitchField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { Card, PageHeader } from '../../ui/page.tsx';
import { fromLocalInput, toLocalInput } from '../catalogue/datetime.ts';
import { ImageField } from './image-field.tsx';
import { LocalisedRichText } from './rich-text-editor.tsx';

type Draft = {
  slug: string;
  title: LocalisedValue;
  excerpt: LocalisedValue;
  body: LocalisedValue;
  image: string | null;
  published: boolean;
  langs: string[];
  position: 'all' | 'home' | 'shop';
  linkedShop: number | null;
  categoryId: number | null;
  featured: boolean;
  featuredStart: string;
  featuredEnd: string;
  isPress: boolean;
};

const draftOf = (p: StaffPost | null): Draft => ({
  slug: p?.slug ?? '',
  title: p?.title ?? {},
  excerpt: p?.excerpt ?? {},
  body: p?.body ?? {},
  image: p?.image ?? null,
  published: p?.published ?? false,
  langs: p?.langs ?? ['all'],
  position: (p?.position as Draft['position']) ?? 'all',
  linkedShop: p?.linkedShop ?? null,
  categoryId: p?.categoryId ?? null,
  featured: p?.vedette.active ?? false,
  featuredStart: p?.vedette.start ? toLocalInput(p.vedette.start) : '',
  featuredEnd: p?.vedette.end ? toLocalInput(p.vedette.end) : '',
  isPress: p?.isPress ?? false,
});

/** A magazine post (spec §3 Blog post): texts per language with a rich body, where it shows, when. */
export function PostPage() {
  const { id } = useParams();
  const postId = id === 'new' ? null : Number(id);
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const loaded = useLoad(
    (signal) =>
      postId
        ? api.request(`/api/posts/${postId}`, { schema: StaffPostAnswerSchema, signal })
        : Promise.resolve(null),
    [api, postId],
  );
  const categories = useLoad(
    (signal) =>
      api.request('/api/postcategories', {
        query: { all: 1 },
        schema: StaffPostCategoriesAnswerSchema,
        signal,
      }),
    [api],
  );
  const shops = useLoad(
    (signal) => api.request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal }),
    [api],
  );
  const [draft, setDraft] = useState<Draft | null>(postId ? null : draftOf(null));
  useEffect(() => {
    if (loaded.data) setDraft(draftOf(loaded.data.post));
  }, [loaded.data]);
  const action = useAction();

  if (loaded.error) return <ErrorNotice error={loaded.error} onRetry={loaded.reload} />;
  if (!draft) return <Skeleton rows={8} />;
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });

  async function save() {
    if (!draft) return;
    const body = {
      slug: slugOr(draft.slug, draft.title),
      title: cleanLocalised(draft.title),
      excerpt: cleanLocalised(draft.excerpt),
      body: cleanLocalised(draft.body),
      image: draft.image,
      published: draft.published,
      langs: draft.langs.length ? draft.langs : ['all'],
      position: draft.position,
      linkedShop: draft.position === 'home' ? null : draft.linkedShop,
      categoryId: draft.categoryId,
      vedette: {
        active: draft.featured,
        start: draft.featuredStart ? fromLocalInput(draft.featuredStart) : null,
        end: draft.featuredEnd ? fromLocalInput(draft.featuredEnd) : null,
      },
      isPress: draft.isPress,
    };
    const done = await action.run(
      () => putOrPost(api, '/api/posts', postId, body, StaffPostAnswerSchema),
      t('common.saved'),
    );
    if (done) {
      setDraft(draftOf(done.post));
      if (!postId) navigate(`/content/posts/${done.post.id}`, { replace: true });
    }
  }

  async function destroy() {
    if (!postId || !window.confirm(t('posts.confirmDelete'))) return;
    const done = await action.run(
      () => api.request(`/api/posts/${postId}`, { method: 'DELETE', schema: NoContent }).then(() => true),
      t('common.deleted'),
    );
    if (done) navigate('/content/posts');
  }

  const everyLang = draft.langs.includes('all');
  const valid = hasText(draft.title);
  return (
    <>
      <PageHeader
        title={localise(draft.title, lang) || t('posts.new')}
        actions={
          <SaveDeleteButtons
            exists={Boolean(postId)}
            busy={action.busy}
            canSave={valid}
            onSave={save}
            onDelete={destroy}
          />
        }
      />
      <FormError error={action.error} />
      <div className="mt-3 grid gap-4 lg:grid-cols-[1fr_20rem]">
        <Card>
          <div className="flex flex-col gap-4">
            <LocalisedFields
              label={t('posts.titleField')}
              value={draft.title}
              onChange={(title) => set({ title })}
              langs={company.langs}
              required
            />
            <LocalisedFields
              label={t('posts.excerpt')}
              value={draft.excerpt}
              onChange={(excerpt) => set({ excerpt })}
              langs={company.langs}
              multiline
            />
            <LocalisedRichText
              label={t('posts.body')}
              value={draft.body}
              onChange={(body) => set({ body })}
              langs={company.langs}
            />
          </div>
        </Card>
        <div className="flex flex-col gap-4">
          <Card title={t('posts.publication')}>
            <SwitchField
              label={t('posts.published')}
              checked={draft.published}
              onChange={(published) => set({ published })}
            />
            <SwitchField
              label={t('posts.press')}
              hint={t('posts.pressHint')}
              checked={draft.isPress}
              onChange={(isPress) => set({ isPress })}
            />
            <SlugField
              className="mt-2"
              value={draft.slug}
              name={draft.title}
              onChange={(slug) => set({ slug })}
            />
            <SelectField
              className="mt-2"
              label={t('posts.category')}
              value={draft.categoryId ?? ''}
              onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">—</option>
              {categories.data?.postcategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {localise(c.name, lang)}
                </option>
              ))}
            </SelectField>
            <div className="mt-2">
              <ImageField label={t('posts.image')} value={draft.image} onChange={(image) => set({ image })} />
            </div>
          </Card>
          <Card title={t('posts.where')}>
            <SelectField
              label={t('posts.position')}
              value={draft.position}
              onChange={(e) => set({ position: e.target.value as Draft['position'] })}
            >
              <option value="all">{t('posts.position.all')}</option>
              <option value="home">{t('posts.position.home')}</option>
              <option value="shop">{t('posts.position.shop')}</option>
            </SelectField>
            {draft.position !== 'home' && (
              <SelectField
                className="mt-2"
                label={t('posts.linkedShop')}
                value={draft.linkedShop ?? ''}
                onChange={(e) => set({ linkedShop: e.target.value ? Number(e.target.value) : null })}
              >
                <option value="">—</option>
                {shops.data?.shops.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
            )}
            <fieldset className="mt-3">
              <legend className="mb-1 text-sm font-semibold">{t('posts.langs')}</legend>
              <CheckboxField
                label={t('posts.allLangs')}
                checked={everyLang}
                onChange={(e) => set({ langs: e.target.checked ? ['all'] : [] })}
              />
              {!everyLang &&
                LANGS.map((l) => (
                  <CheckboxField
                    key={l}
                    label={LANG_NAMES[l]}
                    checked={draft.langs.includes(l)}
                    onChange={(e) =>
                      set({
                        langs: e.target.checked ? [...draft.langs, l] : draft.langs.filter((x) => x !== l),
                      })
                    }
                  />
                ))}
            </fieldset>
          </Card>
          <Card title={t('posts.featured')}>
            <SwitchField
              label={t('posts.featuredOn')}
              checked={draft.featured}
              onChange={(featured) => set({ featured })}
            />
            {draft.featured && (
              <div className="mt-2 flex flex-col gap-2">
                <DateTimeRangeFields
                  start={draft.featuredStart}
                  end={draft.featuredEnd}
                  onChange={({ start = draft.featuredStart, end = draft.featuredEnd }) =>
                    set({ featuredStart: start, featuredEnd: end })
                  }
                />
              </div>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
