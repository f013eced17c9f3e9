import { StaffCouponAnswerSchema, StaffCouponsAnswerSchema } from '@eclat/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { formatDate, formatMoney, moneyInput, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, SwitchField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { fromLocalInput, toLocalInput } from './datetime.ts';

type Coupon = z.infer<typeof StaffCouponsAnswerSchema>['coupons'][number];
type Draft = {
  code: string;
  reductionType: 'percentage' | 'fixed';
  amount: string;
  start: string;
  end: string;
  maxUses: string;
  oncePerCustomer: boolean;
  auto: boolean;
  active: boolean;
  minAmount: string;
};

const draftOf = (c: Coupon | null): Draft => ({
  code: c?.code ?? '',
  reductionType: c?.reductionType === 'percentage' || !c ? 'percentage' : 'fixed',
  amount: c ? (c.reductionType === 'percentage' ? String(c.amount) : moneyInput(c.amount)) : '10',
  start: c?.start ? toLocalInput(c.start) : '',
  end: c?.end ? toLocalInput(c.end) : '',
  maxUses: c?.maxUses ? String(c.maxUses) : '',
  oncePerCustomer: c?.oncePerCustomer ?? false,
  auto: c?.auto ?? false,
  active: c?.active ?? true,
  minAmount: c ? moneyInput(c.minAmount) : '0',
});

/** Promo codes (spec §3 Coupon): percentage or fixed, window, limits, the auto coupon. */
export function CouponsPage() {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) => api.request('/api/coupons', { query: { all: 1 }, schema: StaffCouponsAnswerSchema, signal }),
    [api],
  );
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const action = useAction();

  const amountOf = (d: Draft) => (d.reductionType === 'percentage' ? Number(d.amount) : parseMoney(d.amount));
  async function save() {
    if (!editing) return;
    const d = editing.draft;
    const body = {
      code: d.code.trim(),
      reductionType: d.reductionType,
      amount: amountOf(d),
      start: d.start ? fromLocalInput(d.start) : null,
      end: d.end ? fromLocalInput(d.end) : null,
      maxUses: d.maxUses ? Number(d.maxUses) : null,
      oncePerCustomer: d.oncePerCustomer,
      auto: d.auto,
      active: d.active,
      minAmount: parseMoney(d.minAmount) ?? 0,
    };
    const done = await action.run(
      () =>
        editing.id
          ? api.request(`/api/coupons/${editing.id}`, {
              method: 'PUT',
              body,
              schema: StaffCouponAnswerSchema,
            })
          : api.request('/api/coupons', { method: 'POST', body, schema: StaffCouponAnswerSchema }),
      t('common.saved'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }

  async function destroy() {
    if (!editing?.id) return;
    const done = await action.run(
      () =>
        api.request(`/api/coupons/${editing.id}`, { method: 'DELETE', schema: NoContent }).then(() => true),
      t('common.deleted'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }

  const describe = (c: Coupon) =>
    c.reductionType === 'percentage' ? `-${c.amount} %` : `-${formatMoney(c.amount, lang)}`;
  const set = (changes: Partial<Draft>) =>
    editing && setEditing({ ...editing, draft: { ...editing.draft, ...changes } });
  const d = editing?.draft;
  const amount = d ? amountOf(d) : null;
  const valid =
    d?.code.trim() && amount !== null && amount > 0 && (d.reductionType === 'fixed' || amount <= 100);

  return (
    <>
      <PageHeader
        title={t('nav.coupons')}
        actions={
          <Button
            variant="primary"
            icon={<Plus aria-hidden size={18} />}
            onClick={() => setEditing({ id: null, draft: draftOf(null) })}
          >
            {t('coupons.new')}
          </Button>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton />
      ) : list.data.coupons.length === 0 ? (
        <EmptyState title={t('coupons.empty')} />
      ) : (
        <Table head={[t('coupons.code'), t('coupons.reduction'), t('coupons.window'), t('coupons.uses'), '']}>
          {list.data.coupons.map((c) => (
            <tr key={c.id}>
              <td className={td}>
                <button
                  type="button"
                  className="font-mono font-medium text-brand-800 underline"
                  onClick={() => setEditing({ id: c.id, draft: draftOf(c) })}
                >
                  {c.code}
                </button>
              </td>
              <td className={td}>{describe(c)}</td>
              <td className={td}>
                {c.start ? formatDate(c.start, lang) : '…'} → {c.end ? formatDate(c.end, lang) : '…'}
              </td>
              <td className={td}>
                {c.uses}
                {c.maxUses ? ` / ${c.maxUses}` : ''}
              </td>
              <td className={`${td} flex gap-1`}>
                {!c.active && <Badge>{t('coupons.inactive')}</Badge>}
                {c.auto && <Badge tone="info">{t('coupons.auto')}</Badge>}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {editing && d && (
        <Dialog
          open
          onOpenChange={(o) => !o && setEditing(null)}
          title={editing.id ? d.code : t('coupons.new')}
          footer={
            <>
              {editing.id && (
                <Button variant="danger" onClick={destroy} disabled={action.busy}>
                  {t('common.delete')}
                </Button>
              )}
              <Button variant="primary" onClick={save} disabled={action.busy || !valid}>
                {t('common.save')}
              </Button>
            </>
          }
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('coupons.code')}
              value={d.code}
              onChange={(e) => set({ code: e.target.value.toUpperCase() })}
              required
            />
            <SelectField
              label={t('coupons.kind')}
              value={d.reductionType}
              onChange={(e) => set({ reductionType: e.target.value as Draft['reductionType'] })}
            >
              <option value="percentage">{t('coupons.percentage')}</option>
              <option value="fixed">{t('coupons.fixed')}</option>
            </SelectField>
            <TextField
              label={d.reductionType === 'percentage' ? t('coupons.rate') : t('coupons.amount')}
              inputMode="decimal"
              value={d.amount}
              onChange={(e) => set({ amount: e.target.value })}
            />
            <TextField
              label={t('coupons.minAmount')}
              inputMode="decimal"
              value={d.minAmount}
              onChange={(e) => set({ minAmount: e.target.value })}
            />
            <TextField
              label={t('coupons.start')}
              type="datetime-local"
              value={d.start}
              onChange={(e) => set({ start: e.target.value })}
            />
            <TextField
              label={t('coupons.end')}
              type="datetime-local"
              value={d.end}
              onChange={(e) => set({ end: e.target.value })}
            />
            <TextField
              label={t('coupons.maxUses')}
              type="number"
              min={1}
              value={d.maxUses}
              onChange={(e) => set({ maxUses: e.target.value })}
            />
            <div className="sm:col-span-2">
              <SwitchField
                label={t('coupons.active')}
                checked={d.active}
                onChange={(active) => set({ active })}
              />
              <SwitchField
                label={t('coupons.oncePerCustomer')}
                checked={d.oncePerCustomer}
                onChange={(oncePerCustomer) => set({ oncePerCustomer })}
              />
              <SwitchField
                label={t('coupons.auto')}
                hint={t('coupons.autoHint')}
                checked={d.auto}
                onChange={(auto) => set({ auto })}
              />
            </div>
            <div className="sm:col-span-2">
              <FormError error={action.error} />
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
