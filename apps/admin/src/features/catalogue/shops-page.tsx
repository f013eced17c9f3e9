import { ShopAdminAnswerSchema, ShopsAdminAnswerSchema } from '@eclat/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { slugify } from '../../lib/slug.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';

export function ShopsPage() {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const navigate = useNavigate();
  const shops = useLoad(
    (signal) => api.request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal }),
    [api],
  );
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const create = useAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = await create.run(
      () =>
        api.request('/api/shops', {
          method: 'POST',
          body: { name: name.trim(), slug: slugify(name), bookerActive: false },
          schema: ShopAdminAnswerSchema,
        }),
      t('common.saved'),
    );
    if (done) navigate(`/catalogue/shops/${done.shop.id}`);
  }

  return (
    <>
      <PageHeader
        title={t('nav.shops')}
        actions={
          <Button variant="primary" icon={<Plus aria-hidden size={18} />} onClick={() => setCreating(true)}>
            {t('shops.new')}
          </Button>
        }
      />
      {shops.error ? (
        <ErrorNotice error={shops.error} onRetry={shops.reload} />
      ) : !shops.data ? (
        <Skeleton />
      ) : shops.data.shops.length === 0 ? (
        <EmptyState title={t('shops.empty')} />
      ) : (
        <Table head={[t('shops.name'), t('shops.city'), t('shops.booking'), t('shops.services')]}>
          {shops.data.shops.map((shop) => (
            <tr key={shop.id}>
              <td className={td}>
                <Link className="font-medium text-brand-800 underline" to={`/catalogue/shops/${shop.id}`}>
                  {shop.name}
                </Link>
              </td>
              <td className={td}>{[shop.zipcode, shop.city].filter(Boolean).join(' ')}</td>
              <td className={td}>
                <Badge tone={shop.bookerActive ? 'good' : 'warn'}>
                  {shop.bookerActive ? t('shops.bookingOn') : t('shops.bookingOff')}
                </Badge>
              </td>
              <td className={td}>{shop.articles.length}</td>
            </tr>
          ))}
        </Table>
      )}
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title={t('shops.new')}
        footer={
          <Button type="submit" form="new-shop" variant="primary" disabled={create.busy || !name.trim()}>
            {t('common.create')}
          </Button>
        }
      >
        <form id="new-shop" onSubmit={submit} className="flex flex-col gap-3">
          <TextField
            label={t('shops.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
          <p className="text-sm text-stone-600">{t('shops.createdOff')}</p>
          <FormError error={create.error} />
        </form>
      </Dialog>
    </>
  );
}
