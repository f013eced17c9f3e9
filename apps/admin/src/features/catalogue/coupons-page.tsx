import { StaffCouponAnswerSchema, StaffCouponsAnswerSchema } from '@eclat/contracts';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatDate, formatMoney, moneyInput, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EntityDialog, EntityListPage, useEntityEditor } from '../../ui/entity-editor.tsx';
import { DateTimeRangeFields } from '../../ui/entity-fields.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { SelectField, SwitchField, TextField } from '../../ui/fields.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { Table, td } from '../../ui/page.tsx';
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
  const editor = useEntityEditor<Draft>(list.reload, {
    api,
    base: '/api/coupons',
    answer: StaffCouponAnswerSchema,
  });

  const amountOf = (d: Draft) => (d.reductionType === 'percentage' ? Number(d.amount) : parseMoney(d.amount));
  const save = () =>
    editor.save((d) => ({
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
    }));

  const describe = (c: Coupon) =>
    c.reductionType === 'percentage' ? `-${c.amount} %` : `-${formatMoney(c.amount, lang)}`;
  const { editing, set } = editor;
  const d = editing?.draft;
  const amount = d ? amountOf(d) : null;
  const valid =
    d?.code.trim() && amount !== null && amount > 0 && (d.reductionType === 'fixed' || amount <= 100);

  return (
    <>
      <EntityListPage
        title={t('nav.coupons')}
        newLabel={t('coupons.new')}
        onNew={() => editor.open(null, draftOf(null))}
        loaded={list}
        items={(data) => data.coupons}
        empty={t('coupons.empty')}
      >
        {(coupons) => (
          <Table
            head={[t('coupons.code'), t('coupons.reduction'), t('coupons.window'), t('coupons.uses'), '']}
          >
            {coupons.map((c) => (
              <tr key={c.id}>
                <td className={td}>
                  <OpenButton
                    className="font-mono font-medium text-brand-800 underline"
                    onClick={() => editor.open(c.id, draftOf(c))}
                  >
                    {c.code}
                  </OpenButton>
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
      </EntityListPage>
      {editing && d && (
        <EntityDialog
          title={editing.id ? d.code : t('coupons.new')}
          grid
          editor={editor}
          canSave={Boolean(valid)}
          onSave={save}
        >
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
          <DateTimeRangeFields start={d.start} end={d.end} onChange={set} />
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
        </EntityDialog>
      )}
    </>
  );
}
