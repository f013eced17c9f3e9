// Gift voucher themes: a public list (active ones, localised) and staff management. Every write
// also refreshes booker.gifts.themes, the list the storefront and the giftActive switch read
// (spec §5: gift is active only if themes exist), in the same transaction.
import type { GiftThemeInputSchema, GiftThemeUpdateSchema } from '@eclat/contracts';
import { type DomainLang, localise } from '@eclat/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { notFound } from '../../../platform/http/errors.ts';
import {
  deleteTheme,
  insertTheme,
  listThemes,
  syncBookerThemes,
  type ThemeRow,
  updateTheme,
} from './repository.ts';

type ThemeDeps = Pick<ModuleDeps, 'db' | 'companies'>;

const toAdmin = (t: ThemeRow) => ({
  id: t.id,
  name: t.name,
  image: t.image,
  order: t.order,
  active: t.active,
});

/** The active themes in one language, for the storefront. */
export async function publicThemes(db: Db, companyId: number, lang: DomainLang) {
  const rows = await listThemes(db, companyId, true);
  return rows.map((t) => ({ id: t.id, name: localise(t.name, lang), image: t.image, order: t.order }));
}

/** Every theme with its language maps, for staff. */
export async function staffThemes(db: Db, companyId: number) {
  return (await listThemes(db, companyId, false)).map(toAdmin);
}

/** Runs a change and the booker sync in one transaction; the company cache then reloads. */
async function write<T>(deps: ThemeDeps, companyId: number, change: (tx: Db) => Promise<T>): Promise<T> {
  const out = await deps.db.transaction(async (tx) => {
    const result = await change(tx);
    await syncBookerThemes(tx, companyId);
    return result;
  });
  deps.companies.invalidate();
  return out;
}

export async function createTheme(
  deps: ThemeDeps,
  companyId: number,
  values: z.infer<typeof GiftThemeInputSchema>,
) {
  return toAdmin(await write(deps, companyId, (tx) => insertTheme(tx, companyId, values)));
}

export async function changeTheme(
  deps: ThemeDeps,
  companyId: number,
  themeId: number,
  values: z.infer<typeof GiftThemeUpdateSchema>,
) {
  const row = await write(deps, companyId, async (tx) => {
    const updated = await updateTheme(tx, companyId, themeId, values);
    if (!updated) throw notFound('theme not found');
    return updated;
  });
  return toAdmin(row);
}

export async function removeTheme(deps: ThemeDeps, companyId: number, themeId: number): Promise<void> {
  await write(deps, companyId, async (tx) => {
    if (!(await deleteTheme(tx, companyId, themeId))) throw notFound('theme not found');
  });
}
