// The editors of a booking policy's amounts (issue 20), shared by the company's booking settings
// and the service editor's overrides: a type, then its amount — euros for a fixed amount, a
// whole percentage of the price for a percent — stored as the contracts say (cents, 0–100).
import { useEffect, useState } from 'react';
import { moneyInput, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';

export type Amount = { type: string; value: number };

/** An amount typed in euros or percent, kept as text while typed, handed on once it parses. */
function AmountInput({
  label,
  name,
  kind,
  value,
  onChange,
}: {
  label: string;
  name: string;
  kind: 'money' | 'percent';
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useI18n();
  const shown = kind === 'money' ? moneyInput(value) : String(value);
  const [text, setText] = useState(shown);
  const parse = (raw: string): number | null => {
    if (kind === 'money') return parseMoney(raw);
    const n = Number(raw);
    return raw.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 100 ? n : null;
  };
  // A value changed from outside (discard, another type) shows again; what is being typed and
  // already means that value ("15,5") is left as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the stored value changes.
  useEffect(() => {
    if (parse(text) !== value) setText(shown);
  }, [shown]);
  const invalid = parse(text) === null;
  return (
    <TextField
      label={label}
      name={name}
      inputMode={kind === 'money' ? 'decimal' : 'numeric'}
      value={text}
      error={invalid ? t(kind === 'money' ? 'policy.amountInvalid' : 'policy.percentInvalid') : null}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parse(e.target.value);
        if (parsed !== null) onChange(parsed);
      }}
    />
  );
}

/**
 * A fee or deposit: its type among `types` (labels `policy.type.<type>`), then its amount when
 * the type has one. `inherit` (service overrides) hands on null: the company's applies.
 */
export function AmountField({
  label,
  name,
  types,
  value,
  onChange,
}: {
  label: string;
  name: string;
  types: readonly string[];
  value: Amount | null;
  onChange: (value: Amount | null) => void;
}) {
  const { t } = useI18n();
  const type = value?.type ?? 'inherit';
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={label}
        name={`${name}-type`}
        value={type}
        onChange={(e) => onChange(e.target.value === 'inherit' ? null : { type: e.target.value, value: 0 })}
      >
        {types.map((option) => (
          <option key={option} value={option}>
            {t(`policy.type.${option}` as 'policy.type.none')}
          </option>
        ))}
      </SelectField>
      {value && (value.type === 'fixed' || value.type === 'percent') ? (
        <AmountInput
          label={t(value.type === 'fixed' ? 'policy.amountEuros' : 'policy.percent')}
          name={`${name}-value`}
          kind={value.type === 'fixed' ? 'money' : 'percent'}
          value={value.value}
          onChange={(v) => onChange({ ...value, value: v })}
        />
      ) : null}
    </div>
  );
}
