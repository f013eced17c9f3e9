import {
  AccessLoginAnswerSchema,
  AccessMeAnswerSchema,
  type ApiClient,
  CompanyAnswerSchema,
  CompanyUserAnswerSchema,
  CompanyUserLoginAnswerSchema,
  SuccessAnswerSchema,
  TokenAnswerSchema,
} from '@eclat/contracts';
import { isLang, type Lang } from '@eclat/contracts/langs';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { consoleApi } from '../lib/api.ts';
import { hostCandidates } from '../lib/company-choice.ts';
import { useI18n } from '../lib/i18n/i18n.tsx';
import type { Viewer } from '../lib/permissions.ts';
import { type AuthKind, browserSession, type StoredAuth, type StoredCompany } from '../lib/session.ts';

export type CompanyInfo = StoredCompany & {
  id: number;
  nickname: string;
  name: string;
  logo: string | null;
  /** Languages the business enabled (fr always first): the fields staff fill in. */
  langs: Lang[];
};

type Session = {
  restoring: boolean;
  company: CompanyInfo | null;
  auth: StoredAuth | null;
  viewer: Viewer | null;
  api: ApiClient;
  /** Resolves what was typed to a business; false when none answers. */
  chooseCompany: (input: string) => Promise<boolean>;
  forgetCompany: () => void;
  signIn: (kind: AuthKind, login: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** The company document changed (settings saved): names, logo and languages follow. */
  refreshCompany: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

function enabledLangs(langs: Partial<Record<string, boolean>>): Lang[] {
  const on = Object.entries(langs).flatMap(([lang, enabled]) => (enabled && isLang(lang) ? [lang] : []));
  return ['fr', ...on.filter((l) => l !== 'fr')];
}

async function companyInfo(api: ApiClient, stored: StoredCompany): Promise<CompanyInfo> {
  const { company } = await api
    .withOptions({ companyToken: stored.token, authToken: null })
    .get('/api/companies/me', CompanyAnswerSchema);
  return {
    ...stored,
    id: company.id,
    nickname: company.nickname,
    name: company.identity.displayName,
    logo: company.identity.logo?.url ?? null,
    langs: enabledLangs(company.booker.langs),
  };
}

async function viewerFor(api: ApiClient, auth: StoredAuth): Promise<Viewer> {
  if (auth.type === 'provider') {
    const { user } = await api.get('/api/cmpusers/me', CompanyUserAnswerSchema);
    return {
      type: 'provider',
      role: user.role,
      name: `${user.firstname} ${user.lastname}`.trim() || user.email,
      email: user.email,
    };
  }
  // Any shop id answers the signed-in account; whether it may act there does not matter here.
  const { access } = await api.get('/api/access/me/1', AccessMeAnswerSchema);
  return { type: 'access', shopIds: access.shopIds, name: access.name || access.login, login: access.login };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  const [restoring, setRestoring] = useState(true);
  const [company, setCompany] = useState<CompanyInfo | null>(null);
  const [auth, setAuth] = useState<StoredAuth | null>(null);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const authRef = useRef<StoredAuth | null>(null);
  authRef.current = auth;

  const persist = useCallback((next: { company: StoredCompany | null; auth: StoredAuth | null }) => {
    browserSession.save({
      company: next.company ? { host: next.company.host, token: next.company.token } : null,
      auth: next.auth,
    });
  }, []);

  const dropAuth = useCallback(() => {
    setAuth(null);
    setViewer(null);
    setCompany((current) => {
      persist({ company: current, auth: null });
      return current;
    });
  }, [persist]);

  const api = useMemo(
    () =>
      consoleApi({
        companyToken: company?.token ?? null,
        authToken: auth?.token ?? null,
        lang,
        onUnauthorised: dropAuth,
      }),
    [company?.token, auth?.token, lang, dropAuth],
  );

  // Start: the stored business and session come back if they still hold (spec §4 auto-login).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at start.
  useEffect(() => {
    const stored = browserSession.load();
    const bare = consoleApi({ companyToken: null, authToken: null, lang, onUnauthorised: () => {} });
    (async () => {
      if (!stored.company) return;
      let info: CompanyInfo;
      try {
        info = await companyInfo(bare, stored.company);
      } catch {
        persist({ company: null, auth: null });
        return;
      }
      setCompany(info);
      if (!stored.auth) return;
      try {
        const who = await viewerFor(
          bare.withOptions({ companyToken: info.token, authToken: stored.auth.token }),
          stored.auth,
        );
        setAuth(stored.auth);
        setViewer(who);
      } catch {
        persist({ company: info, auth: null });
      }
    })().finally(() => setRestoring(false));
  }, []);

  const chooseCompany = useCallback(
    async (input: string) => {
      for (const host of hostCandidates(input, window.location.hostname)) {
        try {
          const { token } = await api.get(
            `/api/companies/token/host/${encodeURIComponent(host)}`,
            TokenAnswerSchema,
          );
          const info = await companyInfo(api, { host, token });
          setCompany(info);
          setAuth(null);
          setViewer(null);
          persist({ company: info, auth: null });
          return true;
        } catch {
          // Try the next reading of what was typed.
        }
      }
      return false;
    },
    [api, persist],
  );

  const forgetCompany = useCallback(() => {
    setCompany(null);
    setAuth(null);
    setViewer(null);
    persist({ company: null, auth: null });
  }, [persist]);

  const signIn = useCallback(
    async (kind: AuthKind, login: string, password: string) => {
      if (!company) throw new Error('no business chosen');
      const anonymous = api.withOptions({ authToken: null });
      const token =
        kind === 'provider'
          ? (
              await anonymous.request('/api/cmpusers/login', {
                method: 'POST',
                body: { email: login, password },
                schema: CompanyUserLoginAnswerSchema,
              })
            ).token
          : (
              await anonymous.request('/api/access/login', {
                method: 'POST',
                body: { login, password },
                schema: AccessLoginAnswerSchema,
              })
            ).token;
      // One auth type at a time (spec §4): the new session replaces any other.
      const next = { type: kind, token };
      const who = await viewerFor(api.withOptions({ authToken: token }), next);
      setAuth(next);
      setViewer(who);
      persist({ company, auth: next });
    },
    [api, company, persist],
  );

  const signOut = useCallback(async () => {
    const current = authRef.current;
    if (current) {
      const path = current.type === 'provider' ? '/api/cmpusers/logout' : '/api/access/logout';
      // Failure is only a lost revocation: the token is forgotten here anyway (spec §4).
      await api.request(path, { method: 'POST', schema: SuccessAnswerSchema }).catch(() => {});
    }
    dropAuth();
  }, [api, dropAuth]);

  const refreshCompany = useCallback(async () => {
    if (!company) return;
    setCompany(await companyInfo(api, company));
  }, [api, company]);

  const value = useMemo<Session>(
    () => ({
      restoring,
      company,
      auth,
      viewer,
      api,
      chooseCompany,
      forgetCompany,
      signIn,
      signOut,
      refreshCompany,
    }),
    [restoring, company, auth, viewer, api, chooseCompany, forgetCompany, signIn, signOut, refreshCompany],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in parts of the session, for screens behind the sign-in. */
export function useSignedIn() {
  const s = useSession();
  if (!s.company || !s.auth || !s.viewer) throw new Error('useSignedIn before sign-in');
  return { ...s, company: s.company, auth: s.auth, viewer: s.viewer };
}
