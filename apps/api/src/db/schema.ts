// The data model of spec §3, including the "other entities" whose shapes the spec leaves open
// (docs/decisions/0003-data-model.md). Every tenant table carries company_id and leads its
// indexes with it (ADR 0002). Money is integer cents, instants are timestamptz.
//
// One file per product area under schema/ (docs/module-map.md says which area writes which
// table); this barrel is what drizzle-kit and the code import.

export * from './schema/accounts.ts';
export * from './schema/base.ts';
export * from './schema/booking.ts';
export * from './schema/catalogue.ts';
export * from './schema/commerce.ts';
export * from './schema/company.ts';
export * from './schema/content.ts';
export * from './schema/platform.ts';
export * from './schema/privacy.ts';
export * from './schema/reviews.ts';
