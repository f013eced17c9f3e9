import { type CompanyAdmin, CompanyAdminAnswerSchema, type CompanyUpdate } from '@eclat/contracts';
import { useSignedIn } from '../../app/session.tsx';
import { useLoad } from '../../lib/use-load.ts';

/**
 * The company as staff read it (GET /api/companies/{id}): complete documents with their language
 * maps. A save sends whole sections back (ADR 0005: each section given replaces the stored one).
 */
export function useCompanyAdmin() {
  const { api, company, refreshCompany } = useSignedIn();
  const loaded = useLoad(
    (signal) => api.request(`/api/companies/${company.id}`, { schema: CompanyAdminAnswerSchema, signal }),
    [api, company.id],
  );
  async function save(update: CompanyUpdate): Promise<CompanyAdmin> {
    const { company: saved } = await api.request(`/api/companies/${company.id}`, {
      method: 'PUT',
      body: update,
      schema: CompanyAdminAnswerSchema,
    });
    loaded.setData({ company: saved });
    // Names, logo and languages shown around the console follow a real save, not a preview.
    if (Object.keys(update).some((key) => key !== 'previewTheme')) await refreshCompany().catch(() => {});
    return saved;
  }
  return { ...loaded, company: loaded.data?.company ?? null, save };
}

type TextInput = string | Partial<Record<string, string>>;

/** A text staff may have written as one string (older data) or per language, as a language map. */
export function asMap(
  value: TextInput | null | undefined,
): Partial<Record<'fr' | 'en' | 'de' | 'es' | 'it', string>> {
  if (value === null || value === undefined) return {};
  return typeof value === 'string' ? (value ? { fr: value } : {}) : value;
}
