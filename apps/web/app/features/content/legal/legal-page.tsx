import { useT } from '../../../lib/i18n/use-lang.ts';
import { Breadcrumbs, PageFrame, PageHeading } from '../../../ui/page-frame.tsx';
import { richTextClass } from '../../../ui/rich-text.ts';
import type { LegalSection } from './legal.server.ts';

/** Spec §2 /legal with the anchors #rgpd, #mentions, #cgv, #cgu (the footer links to them). */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  const t = useT('discovery');
  return (
    <PageFrame>
      <Breadcrumbs items={[{ label: t('home'), to: '/' }, { label: title }]} />
      <PageHeading title={title} />
      <nav aria-label={t('legalContents')} className="mb-12 rounded-2xl bg-surface p-5">
        <ol className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center underline underline-offset-4"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex max-w-3xl flex-col gap-16">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="mb-5 font-heading text-3xl leading-tight">
              {section.title}
            </h2>
            {section.html ? (
              <div
                className={richTextClass}
                // Sanitised by the API on write (spec §3 textLegals).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised business text
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            ) : (
              <p className="text-muted">{t('legalMissing')}</p>
            )}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
