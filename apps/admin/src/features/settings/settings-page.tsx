import type { CompanyAdmin } from '@eclat/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { PageHeader, Tabs } from '../../ui/page.tsx';
import { BookingPolicySection } from './booking-policy-section.tsx';
import { privacySettingsValid, reviewSettingsValid, waitlistSettingsValid } from './invitations.ts';
import { InvitationsSection } from './invitations-section.tsx';
import type { PreviewState } from './preview.ts';
import { PreviewFrame } from './preview-frame.tsx';
import { remindersValid } from './reminders.ts';
import { RemindersSection } from './reminders-section.tsx';
import {
  ColoursSection,
  CssSection,
  HomeSection,
  LayoutSection,
  MenuSection,
  type SettingsDraft,
  ShopSection,
  StatusSection,
  TypeSection,
} from './settings-sections.tsx';
import { useCompanyAdmin } from './use-company-admin.ts';

type Tab = 'colours' | 'type' | 'layout' | 'menu' | 'home' | 'shop' | 'booking' | 'status' | 'css';

const draftOf = (c: CompanyAdmin): SettingsDraft =>
  structuredClone({
    identity: c.identity,
    themes: c.themes,
    booker: c.booker,
    settings: c.settings,
    maintenance: c.maintenance,
  });

/** The theme under edition is kept as the company's preview theme (served only with its token). */
const PREVIEW_SYNC_MS = 1200;

/**
 * Storefront settings with a live preview: every change is posted to the storefront in the iframe
 * at once, and kept as the preview theme so that pages opened inside the preview show it too; the
 * storefront's visitors see nothing until Save.
 */
export function SettingsPage() {
  const { company: info } = useSignedIn();
  const { t } = useI18n();
  const admin = useCompanyAdmin();
  const [tab, setTab] = useState<Tab>('colours');
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [dark, setDark] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const started = useRef(false);
  const action = useAction();

  // Opening the page starts a preview from the saved theme (an older unsaved preview is dropped).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the company is loaded.
  useEffect(() => {
    const company = admin.company;
    if (!company || started.current) return;
    started.current = true;
    setDraft(draftOf(company));
    setDark(company.themes.general.dark);
    admin.save({ previewTheme: company.themes }).then(
      (saved) => setToken(saved.previewToken),
      () => setToken(company.previewToken),
    );
  }, [admin.company]);

  // The preview theme follows the draft, a moment after the last change.
  const themes = draft?.themes;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the themes matter here.
  useEffect(() => {
    if (!themes || !token) return;
    const timer = setTimeout(() => {
      admin.save({ previewTheme: themes }).catch(() => {});
    }, PREVIEW_SYNC_MS);
    return () => clearTimeout(timer);
  }, [themes]);

  const preview = useMemo<PreviewState | null>(
    () =>
      draft && {
        themes: draft.themes,
        booker: {
          transparentHeader: draft.booker.transparentHeader,
          headerDark: draft.booker.headerDark,
          containerMaxWidth: draft.booker.containerMaxWidth,
        },
        logoSize: draft.identity.logoSize,
      },
    [draft],
  );

  if (admin.error) return <ErrorNotice error={admin.error} onRetry={admin.reload} />;
  if (!draft || !preview || !admin.company) return <Skeleton rows={10} />;
  const saved = admin.company;
  const dirty = JSON.stringify(draftOf(saved)) !== JSON.stringify(draft);

  const save = () => {
    // The API refuses an invalid reminders block too; said here in words, before the round trip.
    if (!remindersValid(draft.booker.appointment.reminders)) {
      action.setError(t('reminders.invalid'));
      return;
    }
    if (
      !reviewSettingsValid(draft.booker.reviews) ||
      !waitlistSettingsValid(draft.booker.appointment.waitlist)
    ) {
      action.setError(t('invitations.invalid'));
      return;
    }
    if (!privacySettingsValid(draft.booker.privacy)) {
      action.setError(t('privacy.retentionSaveInvalid'));
      return;
    }
    return action.run(
      () =>
        admin.save({
          identity: draft.identity,
          themes: draft.themes,
          booker: draft.booker,
          settings: draft.settings,
          maintenance: draft.maintenance,
          previewTheme: draft.themes,
        }),
      t('settings.saved'),
    );
  };

  const sectionProps = { draft, set: setDraft, langs: info.langs };
  return (
    <>
      <PageHeader
        title={t('nav.settings')}
        description={dirty ? t('settings.unsaved') : t('settings.upToDate')}
        actions={
          <>
            <Button onClick={() => setDraft(draftOf(saved))} disabled={!dirty || action.busy}>
              {t('settings.discard')}
            </Button>
            <Button variant="primary" onClick={save} disabled={!dirty || action.busy}>
              {t('common.save')}
            </Button>
          </>
        }
      />
      <FormError error={action.error} />
      <div className="mt-3 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="min-w-0">
          <Tabs
            label={t('settings.sections')}
            value={tab}
            onChange={setTab}
            tabs={[
              { key: 'colours', label: t('settings.colours') },
              { key: 'type', label: t('settings.typeAndLogo') },
              { key: 'layout', label: t('settings.layout') },
              { key: 'menu', label: t('settings.menuAndLangs') },
              { key: 'home', label: t('settings.homeAndPopups') },
              { key: 'shop', label: t('settings.shop') },
              { key: 'booking', label: t('settings.booking') },
              { key: 'status', label: t('settings.status') },
              { key: 'css', label: t('settings.css') },
            ]}
          />
          {tab === 'colours' && <ColoursSection {...sectionProps} dark={dark} setDark={setDark} />}
          {tab === 'type' && <TypeSection {...sectionProps} />}
          {tab === 'layout' && <LayoutSection {...sectionProps} />}
          {tab === 'menu' && <MenuSection {...sectionProps} />}
          {tab === 'home' && <HomeSection {...sectionProps} />}
          {tab === 'shop' && <ShopSection {...sectionProps} />}
          {tab === 'booking' && (
            <div className="flex flex-col gap-4">
              <BookingPolicySection {...sectionProps} />
              <RemindersSection {...sectionProps} />
              <InvitationsSection {...sectionProps} />
            </div>
          )}
          {tab === 'status' && <StatusSection {...sectionProps} />}
          {tab === 'css' && <CssSection {...sectionProps} />}
        </div>
        <div className="min-h-[36rem] xl:sticky xl:top-16 xl:h-[calc(100dvh-6rem)]">
          <PreviewFrame host={info.host} token={token} state={preview} dark={dark} onDark={setDark} />
        </div>
      </div>
    </>
  );
}
