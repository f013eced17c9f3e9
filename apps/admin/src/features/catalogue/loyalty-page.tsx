import {
  type StaffLoyaltyTier,
  StaffLoyaltyTierAnswerSchema,
  StaffLoyaltyTiersAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatMoney, moneyInput, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EntityDialog, EntityListPage, useEntityEditor } from '../../ui/entity-editor.tsx';
import { hasText, NameFields, OrderField } from '../../ui/entity-fields.tsx';
import { TextField } from '../../ui/fields.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { Table, td } from '../../ui/page.tsx';

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
  const editor = useEntityEditor<Draft>(list.reload, {
    api,
    base: '/api/backoffice/loyalty-tiers',
    answer: StaffLoyaltyTierAnswerSchema,
    deleted: Deleted,
  });
  const save = () =>
    editor.save((d) => ({
      name: cleanLocalised(d.name),
      reward: cleanLocalised(d.reward),
      pointsRequired: Number(d.pointsRequired),
      rewardValue: parseMoney(d.rewardValue) ?? 0,
      order: d.order,
    }));

  const { editing, set } = editor;
  const d = editing?.draft;
  const valid = d && hasText(d.name) && Number(d.pointsRequired) >= 1 && parseMoney(d.rewardValue) !== null;
  return (
    <>
      <EntityListPage
        title={t('nav.loyalty')}
        description={t('loyalty.explained')}
        newLabel={t('loyalty.new')}
        onNew={() => editor.open(null, draftOf(null))}
        loaded={list}
        items={(data) => data.tiers}
        empty={t('loyalty.empty')}
      >
        {(tiers) => (
          <Table head={[t('services.name'), t('loyalty.points'), t('loyalty.reward'), t('loyalty.value')]}>
            {tiers.map((tier) => (
              <tr key={tier.id}>
                <td className={td}>
                  <OpenButton onClick={() => editor.open(tier.id, draftOf(tier))}>
                    {localise(tier.name, lang)}
                  </OpenButton>
                </td>
                <td className={td}>{tier.pointsRequired}</td>
                <td className={td}>{localise(tier.reward, lang)}</td>
                <td className={td}>{formatMoney(tier.rewardValue, lang)}</td>
              </tr>
            ))}
          </Table>
        )}
      </EntityListPage>
      {editing && d && (
        <EntityDialog
          title={editing.id ? localise(d.name, lang) : t('loyalty.new')}
          editor={editor}
          canSave={Boolean(valid)}
          onSave={save}
        >
          <NameFields value={d.name} onChange={(name) => set({ name })} langs={company.langs} />
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
            <OrderField value={d.order} onChange={(order) => set({ order })} />
          </div>
        </EntityDialog>
      )}
    </>
  );
}
