import {
  type StaffLoyaltyTier,
  StaffLoyaltyTierAnswerSchema,
  StaffLoyaltyTiersAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatMoney, moneyInput, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';

const Deleted = z.object({ deleted: z.literal(true), id: z.number() });
type Draft = {
  name: LocalisedValue;
  reward: LocalisedValue;
  pointsRequired: string;
  rewardValue: string;
  order: number;
};

const draftOf = (tier: StaffLoyaltyTier | null): Draft => ({
  name: tier?.name ?? {},
  reward: tier?.reward ?? {},
  pointsRequired: tier ? String(tier.pointsRequired) : '100',
  rewardValue: tier ? moneyInput(tier.rewardValue) : '0',
  order: tier?.order ?? 0,
});

/** Loyalty tiers (paliers): points needed and the reward they buy (1 point per euro, ADR 0007). */
export function LoyaltyPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) =>
      api.request('/api/backoffice/loyalty-tiers', { schema: StaffLoyaltyTiersAnswerSchema, signal }),
    [api],
  );
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const action = useAction();

  async function save() {
    if (!editing) return;
    const d = editing.draft;
    const body = {
      name: cleanLocalised(d.name),
      reward: cleanLocalised(d.reward),
      pointsRequired: Number(d.pointsRequired),
      rewardValue: parseMoney(d.rewardValue) ?? 0,
      order: d.order,
    };
    const done = await action.run(
      () =>
        editing.id
          ? api.request(`/api/backoffice/loyalty-tiers/${editing.id}`, {
              method: 'PUT',
              body,
              schema: StaffLoyaltyTierAnswerSchema,
            })
          : api.request('/api/backoffice/loyalty-tiers', {
              method: 'POST',
              body,
              schema: StaffLoyaltyTierAnswerSchema,
            }),
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
      () => api.request(`/api/backoffice/loyalty-tiers/${editing.id}`, { method: 'DELETE', schema: Deleted }),
      t('common.deleted'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }

  const set = (changes: Partial<Draft>) =>
    editing && setEditing({ ...editing, draft: { ...editing.draft, ...changes } });
  const d = editing?.draft;
  const valid =
    d &&
    Object.values(d.name).some((n) => n?.trim()) &&
    Number(d.pointsRequired) >= 1 &&
    parseMoney(d.rewardValue) !== null;
  return (
    <>
      <PageHeader
        title={t('nav.loyalty')}
        description={t('loyalty.explained')}
        actions={
          <Button
            variant="primary"
            icon={<Plus aria-hidden size={18} />}
            onClick={() => setEditing({ id: null, draft: draftOf(null) })}
          >
            {t('loyalty.new')}
          </Button>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton />
      ) : list.data.tiers.length === 0 ? (
        <EmptyState title={t('loyalty.empty')} />
      ) : (
        <Table head={[t('services.name'), t('loyalty.points'), t('loyalty.reward'), t('loyalty.value')]}>
          {list.data.tiers.map((tier) => (
            <tr key={tier.id}>
              <td className={td}>
                <button
                  type="button"
                  className="font-medium text-brand-800 underline"
                  onClick={() => setEditing({ id: tier.id, draft: draftOf(tier) })}
                >
                  {localise(tier.name, lang)}
                </button>
              </td>
              <td className={td}>{tier.pointsRequired}</td>
              <td className={td}>{localise(tier.reward, lang)}</td>
              <td className={td}>{formatMoney(tier.rewardValue, lang)}</td>
            </tr>
          ))}
        </Table>
      )}
      {editing && d && (
        <Dialog
          open
          onOpenChange={(o) => !o && setEditing(null)}
          title={editing.id ? localise(d.name, lang) : t('loyalty.new')}
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
          <div className="flex flex-col gap-3">
            <LocalisedFields
              label={t('services.name')}
              value={d.name}
              onChange={(name) => set({ name })}
              langs={company.langs}
              required
            />
            <LocalisedFields
              label={t('loyalty.reward')}
              value={d.reward}
              onChange={(reward) => set({ reward })}
              langs={company.langs}
            />
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={t('loyalty.points')}
                type="number"
                min={1}
                value={d.pointsRequired}
                onChange={(e) => set({ pointsRequired: e.target.value })}
              />
              <TextField
                label={t('loyalty.value')}
                inputMode="decimal"
                value={d.rewardValue}
                onChange={(e) => set({ rewardValue: e.target.value })}
              />
              <TextField
                label={t('common.order')}
                type="number"
                value={d.order}
                onChange={(e) => set({ order: Number(e.target.value) || 0 })}
              />
            </div>
            <FormError error={action.error} />
          </div>
        </Dialog>
      )}
    </>
  );
}
