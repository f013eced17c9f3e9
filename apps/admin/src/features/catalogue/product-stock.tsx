import { ProductStockSchema, type ShopAdmin } from '@eclat/contracts';
import { useEffect, useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Card } from '../../ui/page.tsx';

/** A product's pieces per shop; what payments in progress hold is shown and never undercut. */
export function ProductStock({ articleId, shops }: { articleId: number; shops: ShopAdmin[] }) {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const stock = useLoad(
    (signal) => api.request(`/api/eshop/stock/product/${articleId}`, { schema: ProductStockSchema, signal }),
    [api, articleId],
  );
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  useEffect(() => {
    if (stock.data)
      setQuantities(Object.fromEntries(stock.data.shops.map((s) => [s.shopId, String(s.quantity)])));
  }, [stock.data]);
  const action = useAction();

  if (stock.error) return <ErrorNotice error={stock.error} onRetry={stock.reload} />;
  if (!stock.data) return <Skeleton rows={2} />;
  const rows = stock.data.shops;
  const changed = rows.filter(
    (r) => quantities[r.shopId] !== undefined && quantities[r.shopId] !== String(r.quantity),
  );

  async function save() {
    const done = await action.run(async () => {
      let last = stock.data;
      for (const row of changed) {
        last = await api.request(`/api/eshop/stock/product/${articleId}`, {
          method: 'PUT',
          body: { shopId: row.shopId, quantity: Number(quantities[row.shopId]) },
          schema: ProductStockSchema,
        });
      }
      return last;
    }, t('common.saved'));
    if (done) stock.setData(done);
  }

  return (
    <Card title={t('stock.title')}>
      {!stock.data.enableStock && <p className="mb-2 text-sm text-stone-600">{t('stock.untracked')}</p>}
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.shopId} className="grid grid-cols-[1fr_7rem] items-end gap-2">
            <div className="text-sm">
              <p className="font-medium">{shops.find((s) => s.id === row.shopId)?.name ?? row.shopId}</p>
              <p className="text-stone-600">
                {t('stock.reserved', { reserved: row.reserved, available: row.available })}
              </p>
            </div>
            <TextField
              label={t('stock.quantity')}
              type="number"
              min={row.reserved}
              value={quantities[row.shopId] ?? ''}
              onChange={(e) => setQuantities({ ...quantities, [row.shopId]: e.target.value })}
            />
          </li>
        ))}
      </ul>
      <FormError error={action.error} />
      <Button className="mt-3" onClick={save} disabled={action.busy || changed.length === 0}>
        {t('stock.save')}
      </Button>
    </Card>
  );
}
