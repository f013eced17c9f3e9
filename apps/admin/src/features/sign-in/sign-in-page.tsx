import { ApiError } from '@eclat/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import type { AuthKind } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields.tsx';
import { Tabs } from '../../ui/page.tsx';

function Frame({ children, title }: { children: React.ReactNode; title: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-800">Éclat</p>
        <h1 className="mt-1 mb-6 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** First screen: which business (its nickname or host; the host the console runs on by default). */
function CompanyStep() {
  const { chooseCompany } = useSession();
  const { t } = useI18n();
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The host the console is opened on, when a storefront answers there (localhost → the demo).
  useEffect(() => {
    setInput(window.location.hostname);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const found = await chooseCompany(input);
    setBusy(false);
    if (!found) setError(t('signIn.companyUnknown'));
  }

  return (
    <Frame title={t('signIn.companyTitle')}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('signIn.company')}
          hint={t('signIn.companyHint')}
          name="company"
          autoComplete="organization"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          error={error}
          required
        />
        <Button type="submit" variant="primary" disabled={busy || !input.trim()}>
          {t('signIn.continue')}
        </Button>
      </form>
    </Frame>
  );
}

function signInError(error: unknown, t: ReturnType<typeof useI18n>['t']): string {
  if (error instanceof ApiError) {
    if (error.code === 401) return t('signIn.wrong');
    if (error.code === 403) return t('signIn.disabled');
    if (error.code === 429) return t('signIn.locked');
    if (error.code === 503) return t('error.unavailable');
  }
  return t('error.unexpected');
}

export function SignInPage() {
  const { company, viewer, restoring, signIn, forgetCompany } = useSession();
  const { t } = useI18n();
  const location = useLocation();
  const [kind, setKind] = useState<AuthKind>('provider');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (restoring) return null;
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  if (viewer) return <Navigate to={from} replace />;
  if (!company) return <CompanyStep />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(kind, login.trim(), password);
    } catch (err) {
      setError(signInError(err, t));
      setBusy(false);
    }
  }

  return (
    <Frame title={t('signIn.title', { company: company.name })}>
      <Tabs
        label={t('signIn.kind')}
        value={kind}
        onChange={(k) => {
          setKind(k);
          setError(null);
        }}
        tabs={[
          { key: 'provider', label: t('signIn.companyUser') },
          { key: 'access', label: t('signIn.access') },
        ]}
      />
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {kind === 'provider' ? (
          <TextField
            label={t('signIn.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={login}
            onChange={(e) => setLogin(e.target.value)}
            required
          />
        ) : (
          <TextField
            label={t('signIn.login')}
            name="login"
            autoComplete="username"
            autoCapitalize="none"
            value={login}
            onChange={(e) => setLogin(e.target.value)}
            required
          />
        )}
        <TextField
          label={t('signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy || !login.trim() || !password}>
          {t('signIn.submit')}
        </Button>
        <button type="button" onClick={forgetCompany} className="min-h-11 text-sm text-brand-800 underline">
          {t('signIn.otherCompany')}
        </button>
      </form>
    </Frame>
  );
}
