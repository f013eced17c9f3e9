import type { BookerInput } from '@eclat/contracts';
import { ArticlesAdminAnswerSchema, LEGAL_KINDS } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, SwitchField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields } from '../../ui/localised-fields.tsx';
import { Card, PageHeader, Tabs } from '../../ui/page.tsx';
import { asMap, useCompanyAdmin } from '../settings/use-company-admin.ts';
import { ImageField } from './image-field.tsx';
import { LocalisedRichText } from './rich-text-editor.tsx';

type HeroImage = BookerInput['sections']['home']['heroImage'];
type Slide = HeroImage['slides'][number];

function move<T>(list: T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item);
  return next;
}

/** Editing one section of the booker document, saved whole. */
function useBookerSection<T>(pick: (booker: BookerInput) => T) {
  const admin = useCompanyAdmin();
  const [value, setValue] = useState<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset from the loaded company only.
  useEffect(() => {
    if (admin.company) setValue(structuredClone(pick(admin.company.booker)));
  }, [admin.company]);
  return { admin, value, setValue };
}

/** The home hero (spec §2): slides with title, text, image and an optional button. */
export function SlidesPage() {
  const { company } = useSignedIn();
  const { t, lang } = useI18n();
  const { api } = useSignedIn();
  const { admin, value: hero, setValue: setHero } = useBookerSection((b) => b.sections.home.heroImage);
  const services = useLoad(
    (signal) => api.request('/api/articles/bo', { schema: ArticlesAdminAnswerSchema, signal }),
    [api],
  );
  const action = useAction();
  if (admin.error) return <ErrorNotice error={admin.error} onRetry={admin.reload} />;
  if (!admin.company || !hero) return <Skeleton rows={6} />;
  const booker = admin.company.booker;

  const setSlide = (i: number, changes: Partial<Slide>) =>
    setHero({ ...hero, slides: hero.slides.map((s, k) => (k === i ? { ...s, ...changes } : s)) });
  const save = () =>
    action.run(
      () =>
        admin.save({
          booker: {
            ...booker,
            sections: {
              home: {
                heroImage: {
                  ...hero,
                  slides: hero.slides.map((s) => ({
                    ...s,
                    title: cleanLocalised(asMap(s.title)),
                    text: cleanLocalised(asMap(s.text)),
                    image: { url: s.image.url, alt: cleanLocalised(asMap(s.image.alt)) },
                    buttonText: s.buttonAction ? cleanLocalised(asMap(s.buttonText)) : null,
                  })),
                },
              },
            },
          },
        }),
      t('common.saved'),
    );
  const blank: Slide = {
    title: {},
    text: {},
    image: { url: '', alt: {} },
    buttonText: null,
    buttonAction: null,
    buttonActionValue: null,
  };

  return (
    <>
      <PageHeader
        title={t('nav.slides')}
        actions={
          <Button
            variant="primary"
            onClick={save}
            disabled={action.busy || hero.slides.some((s) => !s.image.url)}
          >
            {t('common.save')}
          </Button>
        }
      />
      <FormError error={action.error} />
      <Card className="mt-3 mb-4">
        <SwitchField
          label={t('slides.enabled')}
          checked={hero.enabled}
          onChange={(enabled) => setHero({ ...hero, enabled })}
        />
        <SwitchField
          label={t('slides.bottom')}
          hint={t('slides.bottomHint')}
          checked={hero.isBottom}
          onChange={(isBottom) => setHero({ ...hero, isBottom })}
        />
      </Card>
      <ol className="flex flex-col gap-4">
        {hero.slides.map((slide, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id; their place is their identity.
          <li key={i}>
            <Card
              title={t('slides.slide', { n: i + 1 })}
              actions={
                <div className="flex">
                  <IconButton
                    label={t('common.moveUp')}
                    disabled={i === 0}
                    onClick={() => setHero({ ...hero, slides: move(hero.slides, i, -1) })}
                  >
                    <ArrowUp aria-hidden size={16} />
                  </IconButton>
                  <IconButton
                    label={t('common.moveDown')}
                    disabled={i === hero.slides.length - 1}
                    onClick={() => setHero({ ...hero, slides: move(hero.slides, i, 1) })}
                  >
                    <ArrowDown aria-hidden size={16} />
                  </IconButton>
                  <IconButton
                    label={t('common.remove')}
                    onClick={() => setHero({ ...hero, slides: hero.slides.filter((_, k) => k !== i) })}
                  >
                    <Trash2 aria-hidden size={16} />
                  </IconButton>
                </div>
              }
            >
              <div className="grid gap-4 lg:grid-cols-2">
                <div className="flex flex-col gap-3">
                  <LocalisedFields
                    label={t('slides.title')}
                    value={asMap(slide.title)}
                    onChange={(title) => setSlide(i, { title })}
                    langs={company.langs}
                  />
                  <LocalisedFields
                    label={t('slides.text')}
                    value={asMap(slide.text)}
                    onChange={(text) => setSlide(i, { text })}
                    langs={company.langs}
                    multiline
                  />
                </div>
                <div className="flex flex-col gap-3">
                  <ImageField
                    label={t('slides.image')}
                    value={slide.image.url || null}
                    onChange={(url) => setSlide(i, { image: { ...slide.image, url: url ?? '' } })}
                  />
                  <LocalisedFields
                    label={t('slides.alt')}
                    value={asMap(slide.image.alt)}
                    onChange={(alt) => setSlide(i, { image: { ...slide.image, alt } })}
                    langs={company.langs}
                  />
                  <SelectField
                    label={t('slides.button')}
                    value={slide.buttonAction ?? ''}
                    onChange={(e) =>
                      setSlide(i, {
                        buttonAction: (e.target.value || null) as Slide['buttonAction'],
                        buttonActionValue: null,
                      })
                    }
                  >
                    <option value="">{t('slides.noButton')}</option>
                    <option value="service">{t('slides.toService')}</option>
                    <option value="url">{t('slides.toUrl')}</option>
                  </SelectField>
                  {slide.buttonAction === 'service' && (
                    <SelectField
                      label={t('alerts.service')}
                      value={slide.buttonActionValue ?? ''}
                      onChange={(e) => setSlide(i, { buttonActionValue: e.target.value || null })}
                    >
                      <option value="">—</option>
                      {services.data?.articles
                        .filter((a) => a.type !== 2 && !a.draft)
                        .map((a) => (
                          <option key={a.id} value={a.id}>
                            {localise(a.name, lang)}
                          </option>
                        ))}
                    </SelectField>
                  )}
                  {slide.buttonAction === 'url' && (
                    <TextField
                      label={t('events.linkUrl')}
                      value={slide.buttonActionValue ?? ''}
                      onChange={(e) => setSlide(i, { buttonActionValue: e.target.value || null })}
                    />
                  )}
                  {slide.buttonAction && (
                    <LocalisedFields
                      label={t('slides.buttonText')}
                      value={asMap(slide.buttonText)}
                      onChange={(buttonText) => setSlide(i, { buttonText })}
                      langs={company.langs}
                    />
                  )}
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <Button
        className="mt-4"
        icon={<Plus aria-hidden size={16} />}
        disabled={hero.slides.length >= 20}
        onClick={() => setHero({ ...hero, slides: [...hero.slides, blank] })}
      >
        {t('slides.add')}
      </Button>
    </>
  );
}

type MenuItem = BookerInput['customMenuItems'][number];

/** Custom menu links (spec §2 "Others" dropdown), ordered, opening in a new tab. */
export function MenuLinksPage() {
  const { company } = useSignedIn();
  const { t } = useI18n();
  const { admin, value: items, setValue: setItems } = useBookerSection((b) => b.customMenuItems);
  const action = useAction();
  if (admin.error) return <ErrorNotice error={admin.error} onRetry={admin.reload} />;
  if (!admin.company || !items) return <Skeleton rows={4} />;
  const booker = admin.company.booker;
  const setItem = (i: number, changes: Partial<MenuItem>) =>
    setItems(items.map((it, k) => (k === i ? { ...it, ...changes } : it)));
  const save = () =>
    action.run(
      () =>
        admin.save({
          booker: {
            ...booker,
            customMenuItems: items.map((it, k) => ({
              ...it,
              order: k + 1,
              url: cleanLocalised(asMap(it.url)),
              label: cleanLocalised(asMap(it.label)),
            })),
          },
        }),
      t('common.saved'),
    );
  const nextId = items.reduce((m, it) => Math.max(m, it.id), 0) + 1;
  return (
    <>
      <PageHeader
        title={t('nav.menuLinks')}
        description={t('menu.explained')}
        actions={
          <Button variant="primary" onClick={save} disabled={action.busy}>
            {t('common.save')}
          </Button>
        }
      />
      <FormError error={action.error} />
      <ol className="mt-3 flex flex-col gap-3">
        {items.map((item, i) => (
          <li key={item.id}>
            <Card
              actions={
                <div className="flex">
                  <IconButton
                    label={t('common.moveUp')}
                    disabled={i === 0}
                    onClick={() => setItems(move(items, i, -1))}
                  >
                    <ArrowUp aria-hidden size={16} />
                  </IconButton>
                  <IconButton
                    label={t('common.moveDown')}
                    disabled={i === items.length - 1}
                    onClick={() => setItems(move(items, i, 1))}
                  >
                    <ArrowDown aria-hidden size={16} />
                  </IconButton>
                  <IconButton
                    label={t('common.remove')}
                    onClick={() => setItems(items.filter((_, k) => k !== i))}
                  >
                    <Trash2 aria-hidden size={16} />
                  </IconButton>
                </div>
              }
              title={t('menu.link', { n: i + 1 })}
            >
              <div className="grid gap-4 lg:grid-cols-2">
                <LocalisedFields
                  label={t('menu.label')}
                  value={asMap(item.label)}
                  onChange={(label) => setItem(i, { label })}
                  langs={company.langs}
                />
                <LocalisedFields
                  label={t('menu.url')}
                  value={asMap(item.url)}
                  onChange={(url) => setItem(i, { url })}
                  langs={company.langs}
                />
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <Button
        className="mt-4"
        icon={<Plus aria-hidden size={16} />}
        onClick={() => setItems([...items, { id: nextId, url: {}, label: {}, order: items.length + 1 }])}
      >
        {t('menu.add')}
      </Button>
    </>
  );
}

type Kind = (typeof LEGAL_KINDS)[number];

/** Legal texts (spec §2 /legal anchors and the cookie notice), HTML per language, sanitised by the API. */
export function LegalTextsPage() {
  const { company } = useSignedIn();
  const { t } = useI18n();
  const admin = useCompanyAdmin();
  const [kind, setKind] = useState<Kind>('mentions');
  const [texts, setTexts] = useState<Partial<Record<Kind, Partial<Record<string, string>>>> | null>(null);
  useEffect(() => {
    if (admin.company) setTexts(structuredClone(admin.company.textLegals));
  }, [admin.company]);
  const action = useAction();
  if (admin.error) return <ErrorNotice error={admin.error} onRetry={admin.reload} />;
  if (!texts) return <Skeleton rows={6} />;
  const save = () =>
    action.run(
      () =>
        admin.save({
          textLegals: Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, cleanLocalised(v ?? {})])),
        }),
      t('common.saved'),
    );
  return (
    <>
      <PageHeader
        title={t('nav.legal')}
        actions={
          <Button variant="primary" onClick={save} disabled={action.busy}>
            {t('common.save')}
          </Button>
        }
      />
      <FormError error={action.error} />
      <Tabs
        label={t('legal.kinds')}
        value={kind}
        onChange={setKind}
        tabs={LEGAL_KINDS.map((k) => ({ key: k, label: t(`legal.${k}`) }))}
      />
      <Card>
        <LocalisedRichText
          key={kind}
          label={t(`legal.${kind}`)}
          value={texts[kind] ?? {}}
          onChange={(v) => setTexts({ ...texts, [kind]: v })}
          langs={company.langs}
        />
      </Card>
    </>
  );
}
