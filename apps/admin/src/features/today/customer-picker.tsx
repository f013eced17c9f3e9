import {
  type BackofficeCustomer,
  BackofficeCustomerAnswerSchema,
  CustomerSearchAnswerSchema,
} from '@eclat/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { describeError } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorNotice } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

export const customerLabel = (c: { firstname: string; lastname: string; email: string }) =>
  `${c.firstname} ${c.lastname}`.trim() || c.email;

/** Finds the caller among the customers (name, e-mail, phone), or takes them on as a new one. */
export function CustomerPicker({
  value,
  onChange,
}: {
  value: BackofficeCustomer | null;
  onChange: (customer: BackofficeCustomer | null) => void;
}) {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const q = useDebounced(query.trim(), 250);
  const results = useLoad(
    (signal) =>
      q.length >= 2
        ? api.request('/api/backoffice/customers', {
            query: { q, itemPerPage: 8 },
            schema: CustomerSearchAnswerSchema,
            signal,
          })
        : Promise.resolve(null),
    [api, q],
  );

  if (value) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-brand-700 bg-brand-50 p-3">
        <div>
          <p className="font-medium">{customerLabel(value)}</p>
          <p className="text-sm text-stone-700">{[value.phone, value.email].filter(Boolean).join(' · ')}</p>
        </div>
        <Button size="sm" onClick={() => onChange(null)}>
          {t('common.change')}
        </Button>
      </div>
    );
  }
  if (creating) return <NewCustomerForm onCreated={onChange} onCancel={() => setCreating(false)} />;

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('today.findCustomer')}
        hint={t('today.findCustomerHint')}
        name="customer-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
      />
      {results.error ? <ErrorNotice error={results.error} /> : null}
      {results.data && (
        <ul
          className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200"
          aria-live="polite"
        >
          {results.data.customers.length === 0 && (
            <li className="p-3 text-sm text-stone-600">{t('today.noCustomer')}</li>
          )}
          {results.data.customers.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onChange(c)}
                className="flex w-full flex-col items-start gap-0.5 p-3 text-left hover:bg-stone-50"
              >
                <span className="font-medium">{customerLabel(c)}</span>
                <span className="text-sm text-stone-600">
                  {[c.phone, c.email].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button size="sm" onClick={() => setCreating(true)} className="self-start">
        {t('today.newCustomer')}
      </Button>
    </div>
  );
}

function NewCustomerForm({
  onCreated,
  onCancel,
}: {
  onCreated: (customer: BackofficeCustomer) => void;
  onCancel: () => void;
}) {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const [form, setForm] = useState({ firstname: '', lastname: '', email: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { customer } = await api.request('/api/backoffice/customers', {
        method: 'POST',
        body: { ...form, phone: form.phone.trim() || undefined },
        schema: BackofficeCustomerAnswerSchema,
      });
      onCreated(customer);
    } catch (err) {
      const { title, detail } = describeError(err, t);
      setError(detail ? `${title} ${detail}` : title);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('customer.firstname')}
        name="new-firstname"
        value={form.firstname}
        onChange={set('firstname')}
        required
      />
      <TextField
        label={t('customer.lastname')}
        name="new-lastname"
        value={form.lastname}
        onChange={set('lastname')}
      />
      <TextField
        label={t('customer.email')}
        name="new-email"
        type="email"
        value={form.email}
        onChange={set('email')}
        required
      />
      <TextField
        label={t('customer.phone')}
        name="new-phone"
        type="tel"
        value={form.phone}
        onChange={set('phone')}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button
          type="submit"
          variant="primary"
          size="sm"
          disabled={busy || !form.firstname.trim() || !form.email.trim()}
        >
          {t('today.createCustomer')}
        </Button>
        <Button size="sm" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
