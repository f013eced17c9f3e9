// Company administration (ADR 0005): platform administrators create tenants; a company's managers
// read and change its settings, its owner deletes it. Every change empties the company caches.
import { randomBytes } from 'node:crypto';
import type { CompanyAdmin, CompanyCreateSchema, CompanyUpdateSchema } from '@eclat/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/cache/cache.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { conflictsAs409 } from '../../../platform/http/guards.ts';
import { sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';
import type { CompanyRepository, CompanyRow } from '../../../platform/tenant/companies.ts';
import { assertNoOwnerChange } from './owner-settings.ts';
import {
  type CompanyChanges,
  countShops,
  deleteCompany,
  findCompany,
  insertCompany,
  listHosts,
  updateCompany,
} from './repository.ts';
import { toAdminCompany } from './serialize.ts';

type Caches = { companies: CompanyRepository; catalogue: CatalogueCache };

/** The company as the back office sees it: complete settings, hosts, shop count. */
export async function adminView(db: Db, row: CompanyRow): Promise<CompanyAdmin> {
  const [hosts, shopCount] = await Promise.all([listHosts(db, row.id), countShops(db, row.id)]);
  return toAdminCompany(row, { hosts, shopCount });
}

/** The caller's own company: another company's id is a 404, never a 403 (API conventions "Tenant first"). */
export async function ownCompany(db: Db, companyId: number, id: number): Promise<CompanyRow> {
  const row = id === companyId ? await findCompany(db, id) : null;
  if (!row) throw notFound('company not found');
  return row;
}

/** A new tenant with its hosts and, when given, its first owner. */
export async function createCompany(
  db: Db,
  companies: CompanyRepository,
  body: z.infer<typeof CompanyCreateSchema>,
): Promise<CompanyRow> {
  const id = await conflictsAs409(
    () =>
      insertCompany(db, {
        nickname: body.nickname,
        version: body.version,
        hosts: [...new Set(body.hosts)],
        ownerEmail: body.ownerEmail,
        identity: { displayName: body.displayName },
        booker: { homepageType: body.homepageType },
      }),
    'nickname or host already used',
  );
  // Unknown hosts and tokens are cached too: the new ones must resolve at once.
  companies.invalidate();
  const row = await findCompany(db, id);
  if (!row) throw new Error('company not found after insert');
  return row;
}

/** Each given section replaces the stored one; payment settings are the owner's. */
export async function changeCompany(
  db: Db,
  caches: Caches,
  caller: { companyId: number; principal: Principal | null },
  id: number,
  body: z.infer<typeof CompanyUpdateSchema>,
): Promise<CompanyRow> {
  const row = await ownCompany(db, caller.companyId, id);
  const p = caller.principal;
  const isOwner = p?.type === 'provider' && p.role === 'owner';
  if (!isOwner) assertNoOwnerChange(row, body);

  const changes: CompanyChanges = {};
  if (body.identity) changes.identity = body.identity;
  if (body.themes) changes.themes = body.themes;
  if (body.booker) changes.booker = body.booker;
  if (body.settings) changes.settings = body.settings;
  if (body.textLegals) {
    changes.textLegals = Object.fromEntries(
      Object.entries(body.textLegals).map(([kind, map]) => [kind, sanitizeLocalisedHtml(map ?? {})]),
    );
  }
  if (body.previewTheme !== undefined) {
    changes.previewTheme = body.previewTheme;
    changes.previewToken = body.previewTheme ? (row.previewToken ?? randomBytes(16).toString('hex')) : null;
  }
  for (const key of ['maintenance', 'isDebug', 'stripeConnectEnabled', 'stripeConnectId'] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }
  if (body.paymentSecrets) {
    const secrets = { ...row.paymentSecrets };
    for (const [name, value] of Object.entries(body.paymentSecrets)) {
      if (value === '') delete secrets[name];
      else secrets[name] = value;
    }
    changes.paymentSecrets = secrets;
  }
  if (Object.keys(changes).length > 0) await updateCompany(db, row.id, changes);
  caches.companies.invalidate();
  caches.catalogue.invalidate(row.id);
  const updated = await findCompany(db, row.id);
  if (!updated) throw notFound('company not found');
  return updated;
}

/** Deletes the company and everything it owns, confirmed with its nickname. */
export async function removeCompany(
  db: Db,
  caches: Caches,
  companyId: number,
  id: number,
  confirm: string,
): Promise<number> {
  const row = await ownCompany(db, companyId, id);
  if (confirm !== row.nickname)
    throw new HttpError(400, 'confirm must be the company nickname', { type: 'confirm' });
  await conflictsAs409(() => deleteCompany(db, row.id), 'the company still has bookings or orders');
  caches.companies.invalidate();
  caches.catalogue.invalidate(row.id);
  return row.id;
}
