import type { Lang } from '@eclat/contracts/langs';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  RemoveFormatting,
  Unlink,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LANG_NAMES, useI18n } from '../../lib/i18n/i18n.tsx';
import type { LocalisedValue } from '../../ui/localised-fields.tsx';
import { Tabs } from '../../ui/page.tsx';

type Command = { key: string; label: string; icon: ReactNode; run: () => void; state?: string };

/**
 * A small rich-text editor on contenteditable and a toolbar (bold, italic, headings, lists, quote,
 * links). What it produces is sanitised by the API on write and on read (api-conventions "Rich
 * text"); pasting keeps the text only, so office formatting never comes along.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  lang,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang?: Lang;
}) {
  const { t } = useI18n();
  const labelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const [, refresh] = useState(0);

  // Outside changes (another language, a reload) replace the content; our own echoes do not.
  useEffect(() => {
    const el = ref.current;
    if (el && value !== emitted.current && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => {
    const html = ref.current?.innerHTML ?? '';
    const clean = html === '<br>' ? '' : html;
    emitted.current = clean;
    onChange(clean);
  };
  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
    refresh((n) => n + 1);
  };
  const commands: Command[] = [
    {
      key: 'bold',
      label: t('editor.bold'),
      icon: <Bold size={16} />,
      run: () => exec('bold'),
      state: 'bold',
    },
    {
      key: 'italic',
      label: t('editor.italic'),
      icon: <Italic size={16} />,
      run: () => exec('italic'),
      state: 'italic',
    },
    {
      key: 'h2',
      label: t('editor.heading'),
      icon: <Heading2 size={16} />,
      run: () => exec('formatBlock', 'h2'),
    },
    {
      key: 'h3',
      label: t('editor.subheading'),
      icon: <Heading3 size={16} />,
      run: () => exec('formatBlock', 'h3'),
    },
    {
      key: 'ul',
      label: t('editor.bullets'),
      icon: <List size={16} />,
      run: () => exec('insertUnorderedList'),
      state: 'insertUnorderedList',
    },
    {
      key: 'ol',
      label: t('editor.numbers'),
      icon: <ListOrdered size={16} />,
      run: () => exec('insertOrderedList'),
      state: 'insertOrderedList',
    },
    {
      key: 'quote',
      label: t('editor.quote'),
      icon: <Quote size={16} />,
      run: () => exec('formatBlock', 'blockquote'),
    },
    {
      key: 'link',
      label: t('editor.link'),
      icon: <Link2 size={16} />,
      run: () => {
        const url = window.prompt(t('editor.linkPrompt'), 'https://');
        if (url && /^(https?:\/\/|mailto:|\/)/.test(url)) exec('createLink', url);
      },
    },
    { key: 'unlink', label: t('editor.unlink'), icon: <Unlink size={16} />, run: () => exec('unlink') },
    {
      key: 'clear',
      label: t('editor.clear'),
      icon: <RemoveFormatting size={16} />,
      run: () => exec('removeFormat'),
    },
  ];

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <div className="overflow-hidden rounded-lg border border-stone-300 bg-white focus-within:border-brand-700">
        <div
          role="toolbar"
          aria-label={t('editor.toolbar', { field: label })}
          className="flex flex-wrap gap-0.5 border-b border-stone-200 bg-stone-50 p-1"
        >
          {commands.map((c) => (
            <button
              key={c.key}
              type="button"
              aria-label={c.label}
              title={c.label}
              aria-pressed={c.state ? document.queryCommandState?.(c.state) : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={c.run}
              className="inline-flex size-9 items-center justify-center rounded text-stone-800 hover:bg-stone-200 aria-pressed:bg-brand-100"
            >
              <span aria-hidden>{c.icon}</span>
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field has no native element. */}
        <div
          ref={ref}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          lang={lang}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onKeyUp={() => refresh((n) => n + 1)}
          onPaste={(e) => {
            e.preventDefault();
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
          }}
          className="rich-text min-h-40 px-3 py-2 text-base outline-none"
        />
      </div>
    </div>
  );
}

/** One rich text per language, a tab per enabled language. */
export function LocalisedRichText({
  label,
  value,
  onChange,
  langs,
}: {
  label: string;
  value: LocalisedValue;
  onChange: (value: LocalisedValue) => void;
  langs: readonly Lang[];
}) {
  const { t } = useI18n();
  const [lang, setLang] = useState<Lang>(langs[0] ?? 'fr');
  return (
    <div className="flex flex-col gap-1">
      {langs.length > 1 && (
        <Tabs
          label={t('editor.languages', { field: label })}
          value={lang}
          onChange={setLang}
          tabs={langs.map((l) => ({ key: l, label: LANG_NAMES[l] }))}
        />
      )}
      <RichTextEditor
        key={lang}
        lang={lang}
        label={`${label} — ${LANG_NAMES[lang]}`}
        value={value[lang] ?? ''}
        onChange={(html) => onChange({ ...value, [lang]: html })}
      />
    </div>
  );
}
