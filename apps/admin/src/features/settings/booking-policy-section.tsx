import type { CancellationPolicy, DepositRule, PolicyFee } from '@eclat/contracts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { Card } from '../../ui/page.tsx';
import { AmountField } from './policy-fields.tsx';
import type { SettingsDraft } from './settings-sections.tsx';

export const FEE_TYPES = ['none', 'fixed', 'percent', 'deposit'] as const;
export const DEPOSIT_TYPES = ['none', 'fixed', 'percent', 'full'] as const;

/** A whole number typed, or null while it is not one. */
const wholeNumber = (raw: string): number | null => {
  const n = Number(raw);
  return raw.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * The company's cancellation, no-show and deposit policy (issue 20), in its booking settings
 * (booker.appointment): saved with the rest of the settings, validated by the contracts' schemas
 * on the API. A service may override it in the service editor.
 */
export function BookingPolicySection({
  draft,
  set,
}: {
  draft: SettingsDraft;
  set: (draft: SettingsDraft) => void;
}) {
  const { t } = useI18n();
  const appointment = draft.booker.appointment;
  const change = (changes: Partial<typeof appointment>) =>
    set({ ...draft, booker: { ...draft.booker, appointment: { ...appointment, ...changes } } });
  const setPolicy = (changes: Partial<CancellationPolicy>) =>
    change({ policy: { ...appointment.policy, ...changes } });
  const setDeposit = (changes: Partial<DepositRule>) =>
    change({ deposit: { ...appointment.deposit, ...changes } });
  const { policy, deposit } = appointment;
  return (
    <div className="flex flex-col gap-4" data-testid="booking-policy">
      <Card title={t('policy.cancellation')}>
        <div className="flex flex-col gap-3">
          <TextField
            label={t('policy.noticeHours')}
            hint={t('policy.noticeHoursHint')}
            name="notice-hours"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="max-w-xs"
            value={appointment.cancellationNoticeHours}
            onChange={(e) => {
              const n = wholeNumber(e.target.value);
              if (n !== null) change({ cancellationNoticeHours: n });
            }}
          />
          <SelectField
            label={t('policy.lateCancellation')}
            name="late-cancellation"
            value={policy.lateCancellation}
            onChange={(e) =>
              setPolicy({ lateCancellation: e.target.value as CancellationPolicy['lateCancellation'] })
            }
          >
            <option value="refused">{t('policy.late.refused')}</option>
            <option value="fee">{t('policy.late.fee')}</option>
          </SelectField>
          {policy.lateCancellation === 'fee' ? (
            <AmountField
              label={t('policy.lateFee')}
              name="late-fee"
              types={FEE_TYPES}
              value={policy.lateFee}
              onChange={(v) => v && setPolicy({ lateFee: v as PolicyFee })}
            />
          ) : null}
          <AmountField
            label={t('policy.noShowFee')}
            name="no-show-fee"
            types={FEE_TYPES}
            value={policy.noShowFee}
            onChange={(v) => v && setPolicy({ noShowFee: v as PolicyFee })}
          />
        </div>
      </Card>
      <Card title={t('policy.deposits')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t('policy.depositHint')}</p>
          <AmountField
            label={t('policy.deposit')}
            name="deposit"
            types={DEPOSIT_TYPES}
            value={{ type: deposit.type, value: deposit.value }}
            onChange={(v) => v && setDeposit({ type: v.type as DepositRule['type'], value: v.value })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('policy.afterNoShows')}
              hint={t('policy.afterNoShowsHint')}
              name="after-no-shows"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={deposit.afterNoShows ?? ''}
              onChange={(e) => {
                if (e.target.value.trim() === '') return setDeposit({ afterNoShows: null });
                const n = wholeNumber(e.target.value);
                if (n !== null && n > 0) setDeposit({ afterNoShows: n });
              }}
            />
            <SelectField
              label={t('policy.afterNoShowsRequire')}
              name="after-no-shows-require"
              value={deposit.afterNoShowsRequire}
              disabled={deposit.afterNoShows === null}
              onChange={(e) =>
                setDeposit({ afterNoShowsRequire: e.target.value as DepositRule['afterNoShowsRequire'] })
              }
            >
              <option value="deposit">{t('policy.require.deposit')}</option>
              <option value="full">{t('policy.require.full')}</option>
            </SelectField>
          </div>
        </div>
      </Card>
    </div>
  );
}
