// What every transactional mail of a company needs and no request gives (mails are queued by
// fulfilment, sweepers and jobs): its name, logo and colours, its currency, and its storefront's
// address for links, with amounts and dates formatted for the customer's language.
import { type Lang, LOCALE_CODES } from '@eclat/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyHosts } from '../../db/schema.ts';
import { companyName, langPrefix } from '../auth/services.ts';
import { type Brand, brandOf } from './templates.ts';

/**
 * The company's storefront origin without a request: its first public host, else its first
 * host; '' when it has none (the mail then has no link).
 */
export async function companyOrigin(tx: Db, companyId: number): Promise<string> {
  const hosts = await tx
    .select({ host: companyHosts.host })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(asc(companyHosts.host));
  const first = hosts.find((h) => h.host.includes('.') && !/localhost$/.test(h.host)) ?? hosts[0];
  if (!first) return '';
  const local = /(^|\.)localhost$|^127\./.test(first.host);
  return `${local ? 'http' : 'https'}://${first.host}`;
}

export type MailContext = {
  companyId: number;
  /** The company row, for settings a message states (the booking policy). */
  row: typeof companies.$inferSelect;
  /** The name mails sign with. */
  company: string;
  brand: Brand;
  currency: string;
  /** The storefront origin, or '' when the company has no host. */
  origin: string;
  lang: Lang;
  /** `path` on the storefront in the language's prefix, or null without a storefront. */
  link: (path: string) => string | null;
  money: (cents: number) => string;
};

export async function mailContext(tx: Db, companyId: number, lang: Lang): Promise<MailContext> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new Error(`company ${companyId} not found`);
  const origin = await companyOrigin(tx, companyId);
  const code = (company.booker as { mCurrency?: { code?: unknown } }).mCurrency?.code;
  const currency = typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : 'EUR';
  const format = new Intl.NumberFormat(LOCALE_CODES[lang], { style: 'currency', currency });
  return {
    companyId,
    row: company,
    company: companyName(company),
    brand: brandOf(company.identity, company.themes, origin),
    currency,
    origin,
    lang,
    link: (path) => (origin ? `${origin}${langPrefix(lang)}${path}` : null),
    money: (cents) => format.format(cents / 100),
  };
}
