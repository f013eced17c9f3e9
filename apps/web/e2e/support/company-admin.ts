import type { APIRequestContext } from '@playwright/test';

// Journeys that need another company state (site off, debug, preview, a third party) change it
// through the real back-office API as a staff member would; the `companyAdmin` fixture of
// fixtures.ts puts it back afterwards, even when the journey fails or times out.

const DEMO_PASSWORD = 'Eclat-demo-2026!';
const STAFF: Record<string, string> = {
  localhost: 'owner@maison-eclat.example',
  'studio-zen.localhost': 'manager@studio-zen.example',
};

export type AdminCompany = {
  id: number;
  isDebug: boolean;
  maintenance: boolean;
  booker: Record<string, unknown>;
  themes: { general: Record<string, unknown>; generalDark: Record<string, unknown> };
  previewToken: string | null;
  previewTheme: unknown;
};

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function staffSession(request: APIRequestContext, host: string) {
  const { token } = await json<{ token: string }>(await request.get(`/api/companies/token/host/${host}`));
  const login = await json<{ token: string }>(
    await request.post('/api/cmpusers/login', {
      headers: { company: token },
      data: { email: STAFF[host], password: DEMO_PASSWORD },
    }),
  );
  const headers = { company: token, authorization: `Bearer ${login.token}` };
  const { company: me } = await json<{ company: { id: number } }>(
    await request.get('/api/companies/me', { headers }),
  );
  const read = async () =>
    (await json<{ company: AdminCompany }>(await request.get(`/api/companies/${me.id}`, { headers })))
      .company;
  const update = async (changes: Record<string, unknown>) =>
    (
      await json<{ company: AdminCompany }>(
        await request.put(`/api/companies/${me.id}`, { headers, data: changes }),
      )
    ).company;
  return { read, update };
}

export type CompanyAdmin = {
  /** Changes the company of `host` with `change(current)`; restored when the test ends. */
  change: (host: string, change: (company: AdminCompany) => Record<string, unknown>) => Promise<AdminCompany>;
};

export function companyAdmin(request: APIRequestContext): {
  admin: CompanyAdmin;
  restore: () => Promise<void>;
} {
  const undo: (() => Promise<unknown>)[] = [];
  return {
    admin: {
      async change(host, change) {
        const session = await staffSession(request, host);
        const before = await session.read();
        const changes = change(before);
        const previous = Object.fromEntries(
          Object.keys(changes).map((key) => [key, before[key as keyof AdminCompany]]),
        );
        undo.push(() => session.update(previous));
        return session.update(changes);
      },
    },
    async restore() {
      for (const step of undo.reverse()) await step();
    },
  };
}
