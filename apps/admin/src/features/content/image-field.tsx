import { ImageIcon, X } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Button, IconButton } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/fields.tsx';
import { MediaGrid } from './media-grid.tsx';

/** An image address, typed or chosen from the media library (with upload). */
export function ImageField({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  name?: string;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <TextField
          label={label}
          name={name}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value.trim() || null)}
          className="flex-1"
        />
        <Button icon={<ImageIcon aria-hidden size={16} />} onClick={() => setOpen(true)}>
          {t('media.library')}
        </Button>
        {value && (
          <IconButton label={t('common.remove')} onClick={() => onChange(null)}>
            <X aria-hidden size={16} />
          </IconButton>
        )}
      </div>
      {value && (
        <img src={value} alt="" className="h-20 w-32 rounded-lg border border-stone-200 object-cover" />
      )}
      <Dialog open={open} onOpenChange={setOpen} title={t('media.library')} wide>
        <MediaGrid
          onPick={(media) => {
            onChange(media.url);
            setOpen(false);
          }}
        />
      </Dialog>
    </div>
  );
}

/** A list of images (shops, services, categories): add from the library, remove, reorder by removing. */
export function ImagesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      <ul className="flex flex-wrap gap-2">
        {value.map((url, i) => (
          <li key={url} className="relative">
            <img src={url} alt="" className="h-20 w-28 rounded-lg border border-stone-200 object-cover" />
            <IconButton
              label={`${t('common.remove')} ${i + 1}`}
              onClick={() => onChange(value.filter((u) => u !== url))}
              className="absolute top-0 right-0 size-8! bg-white/90"
            >
              <X aria-hidden size={14} />
            </IconButton>
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        className="self-start"
        icon={<ImageIcon aria-hidden size={14} />}
        onClick={() => setOpen(true)}
      >
        {t('media.add')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('media.library')} wide>
        <MediaGrid
          onPick={(media) => {
            if (!value.includes(media.url)) onChange([...value, media.url]);
            setOpen(false);
          }}
        />
      </Dialog>
    </fieldset>
  );
}
