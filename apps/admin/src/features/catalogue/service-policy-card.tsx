import type { Deposit, PolicyFee, ServicePolicy } from '@eclat/contracts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { Card } from '../../ui/page.tsx';
import { DEPOSIT_TYPES, FEE_TYPES } from '../settings/booking-policy-section.tsx';
import { AmountField } from '../settings/policy-fields.tsx';

/** Drops the keys left to the company; nothing overridden is null (the column's "none"). */
function compact(policy: ServicePolicy): ServicePolicy | null {
  const kept = Object.fromEntries(Object.entries(policy).filter(([, v]) => v !== undefined)) as ServicePolicy;
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * A service's overrides of the company's cancellation and deposit policy (issue 20): each part
 * is "as the company" until changed here, and saved with the service (articles.booking_policy).
 */
export function ServicePolicyCard({
  value,
  onChange,
}: {
  value: ServicePolicy | null;
  onChange: (value: ServicePolicy | null) => void;
}) {
  const { t } = useI18n();
  const policy = value ?? {};
  const change = (changes: Partial<ServicePolicy>) => onChange(compact({ ...policy, ...changes }));
  return (
    <Card title={t('policy.serviceTitle')}>
      <div className="flex flex-col gap-3" data-testid="service-policy">
        <p className="text-sm text-stone-600">{t('policy.serviceHint')}</p>
        <TextField
          label={t('policy.noticeHours')}
          hint={t('policy.inheritHint')}
          name="service-notice-hours"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="max-w-xs"
          value={policy.noticeHours ?? ''}
          onChange={(e) => {
            const raw = e.target.value.trim();
            const n = Number(raw);
            if (raw === '') change({ noticeHours: undefined });
            else if (Number.isInteger(n) && n >= 0) change({ noticeHours: n });
          }}
        />
        <SelectField
          label={t('policy.lateCancellation')}
          name="service-late-cancellation"
          value={policy.lateCancellation ?? 'inherit'}
          onChange={(e) =>
            change({
              lateCancellation:
                e.target.value === 'inherit' ? undefined : (e.target.value as 'refused' | 'fee'),
            })
          }
        >
          <option value="inherit">{t('policy.type.inherit')}</option>
          <option value="refused">{t('policy.late.refused')}</option>
          <option value="fee">{t('policy.late.fee')}</option>
        </SelectField>
        <AmountField
          label={t('policy.lateFee')}
          name="service-late-fee"
          types={['inherit', ...FEE_TYPES]}
          value={policy.lateFee ?? null}
          onChange={(v) => change({ lateFee: (v as PolicyFee | null) ?? undefined })}
        />
        <AmountField
          label={t('policy.noShowFee')}
          name="service-no-show-fee"
          types={['inherit', ...FEE_TYPES]}
          value={policy.noShowFee ?? null}
          onChange={(v) => change({ noShowFee: (v as PolicyFee | null) ?? undefined })}
        />
        <AmountField
          label={t('policy.deposit')}
          name="service-deposit"
          types={['inherit', ...DEPOSIT_TYPES]}
          value={policy.deposit ?? null}
          onChange={(v) => change({ deposit: (v as Deposit | null) ?? undefined })}
        />
      </div>
    </Card>
  );
}
