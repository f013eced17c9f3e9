import type { PolicyFee } from '@eclat/contracts';
import type { Lang } from '@eclat/contracts/langs';
import { formatMoney } from '../../../lib/format.ts';

type Translate = (
  key: 'feePercent' | 'feeDeposit' | 'feeNothing',
  vars?: Record<string, string | number>,
) => string;

/** What a fee of the policy costs, in words: an amount, a share of the price, or the deposit kept. */
export function feeText(
  fee: PolicyFee,
  price: number,
  t: Translate,
  money: { lang: Lang; currency: string },
): string {
  const amount = (cents: number) => formatMoney(cents, money.lang, money.currency);
  switch (fee.type) {
    case 'fixed':
      return amount(fee.value);
    case 'percent':
      return t('feePercent', { percent: fee.value, amount: amount(Math.round((price * fee.value) / 100)) });
    case 'deposit':
      return t('feeDeposit');
    default:
      return t('feeNothing');
  }
}
