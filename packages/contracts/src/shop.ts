import { z } from 'zod';
import {
  ArticleLinkBodySchema,
  ImageAdminSchema,
  ImageInputSchema,
  LocalisedInputSchema,
  LocalisedMapSchema,
  LocalisedNameSchema,
  SlugSchema,
  WholeNumberSchema,
} from './catalogue.ts';
import { IdSchema, INT4_MAX } from './ids.ts';

export const DayHoursSchema = z.object({
  status: z.enum(['open', 'pause', 'closed']),
  hours: z.array(z.object({ start: z.string(), end: z.string() })),
});

export const GeoGroupmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  image: z.string().nullable(),
  order: z.number(),
});
export type GeoGroupment = z.infer<typeof GeoGroupmentSchema>;

export const ShopSchema = z.object({
  id: z.number(),
  slug: z.string(),
  externalId: z.string().nullable(),
  order: z.number(),
  publicInfo: z.object({
    name: z.string(),
    description: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.object({ address: z.string(), city: z.string(), country: z.string(), zipcode: z.string() }),
  }),
  localisation: z.object({ coordonate: z.object({ lat: z.number(), lng: z.number() }).nullable() }),
  timeZone: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  articles: z.array(z.number()),
  booker: z.object({ active: z.boolean(), shopUseCabins: z.boolean() }),
  /** Keyed by ISO weekday "1" (Monday) … "7" (Sunday). */
  openingHours: z.record(z.string(), z.array(DayHoursSchema)),
  geoGroupment: GeoGroupmentSchema,
  /** Published verified reviews' average and count (issue 22); absent where not computed. */
  rating: z.object({ average: z.number().nullable(), count: z.number() }).optional(),
  /** Metres from the position given to GET /api/shops (lat, lng); absent without one. */
  distance: z.number().optional(),
});
export type Shop = z.infer<typeof ShopSchema>;

export const ShopsAnswerSchema = z.object({ shops: z.array(ShopSchema) });
export const ShopAnswerSchema = z.object({ shop: ShopSchema });

/** GET /api/shops: text (name, city, country, street; digits = zip prefix) and position search. */
export const ShopSearchQuerySchema = z
  .object({
    q: z.string().max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    /** Kilometres, 1–250, default 100 (spec §9). */
    radius: z.coerce.number().min(1).max(250).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lng'],
  })
  .refine((q) => q.radius === undefined || q.lat !== undefined, {
    message: 'radius needs lat and lng',
    path: ['radius'],
  });
export type ShopSearchQuery = z.infer<typeof ShopSearchQuerySchema>;

// ---------------------------------------------------------------- staff writes

/**
 * Shop slugs are the storefront's /{shop} route: they must not shadow another route of spec §2
 * nor a language prefix.
 */
export const RESERVED_SHOP_SLUGS: readonly string[] = [
  'api',
  'auth',
  'boutique',
  'bonscadeaux',
  'contact',
  'de',
  'disabled',
  'en',
  'es',
  'fr',
  'gift',
  'it',
  'legal',
  'magazine',
  'panier',
  'payments',
  'presse',
  'profile',
  'services',
  'waiting',
];
export const ShopSlugSchema = SlugSchema.refine((slug) => !RESERVED_SHOP_SLUGS.includes(slug), {
  message: 'this slug is a storefront route',
});

/** 'HH:MM', or '24:00' as an end (midnight). */
export const HhmmSchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'time must be HH:MM');
export const WeekdaySchema = z.enum(['1', '2', '3', '4', '5', '6', '7']);
export const DayHoursInputSchema = z.object({
  status: z.enum(['open', 'pause', 'closed']),
  hours: z.array(z.object({ start: HhmmSchema, end: HhmmSchema })).max(12),
});
/** Per ISO weekday "1" (Monday) … "7" (Sunday); overlaps are checked by the domain rule. */
export const WeekHoursInputSchema = z.partialRecord(WeekdaySchema, z.array(DayHoursInputSchema).max(12));

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const ShopFieldsSchema = z.object({
  slug: ShopSlugSchema,
  name: z.string().trim().min(1).max(200),
  description: LocalisedInputSchema,
  address: z.string().max(300),
  city: z.string().max(120),
  country: z.string().max(120),
  zipcode: z.string().max(20),
  phone: z.string().max(40).nullable(),
  email: z.email().max(254).nullable(),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  timeZone: z.string().max(64).refine(isTimeZone, 'unknown time zone'),
  images: z.array(ImageInputSchema).max(30),
  /** Online booking on (spec §2: off shows 'Réservation en ligne non disponible'). */
  bookerActive: z.boolean(),
  useCabins: z.boolean(),
  openingHours: WeekHoursInputSchema,
  /** null: the default 'Autre(s)' group. */
  geoGroupmentId: IdSchema.nullable(),
  order: z.number().int().min(-INT4_MAX).max(INT4_MAX),
  externalId: z.string().max(200).nullable(),
  webId: z.string().max(200).nullable(),
});
const coordinatesTogether = (shop: { lat?: number | null; lng?: number | null }) =>
  (shop.lat === undefined) === (shop.lng === undefined) && (shop.lat === null) === (shop.lng === null);
export const ShopCreateSchema = ShopFieldsSchema.partial()
  .required({ slug: true, name: true })
  .refine(coordinatesTogether, { message: 'lat and lng go together', path: ['lng'] });
export const ShopUpdateSchema = ShopFieldsSchema.partial().refine(coordinatesTogether, {
  message: 'lat and lng go together',
  path: ['lng'],
});
export type ShopCreate = z.infer<typeof ShopCreateSchema>;
export type ShopUpdate = z.infer<typeof ShopUpdateSchema>;

/** PUT /api/shops/{id}/external: the shop's ids in the back office and on the web. */
export const ShopExternalSchema = z
  .object({
    externalId: z.string().max(200).nullable().optional(),
    webId: z.string().max(200).nullable().optional(),
  })
  .refine((b) => b.externalId !== undefined || b.webId !== undefined, {
    message: 'give externalId or webId',
  });

/** POST /api/shops/link/article/{shopId}: articleId or articlesId, optionally its price there. */
export const ShopArticleLinkSchema = ArticleLinkBodySchema.and(
  z.object({ priceTtc: WholeNumberSchema.nullable().optional() }),
);

/** A shop as staff read it: every field, full maps, the articles it offers with their price. */
export const ShopAdminSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: LocalisedMapSchema,
  address: z.string(),
  city: z.string(),
  country: z.string(),
  zipcode: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  timeZone: z.string(),
  images: z.array(ImageAdminSchema),
  bookerActive: z.boolean(),
  useCabins: z.boolean(),
  openingHours: z.record(z.string(), z.array(DayHoursSchema)),
  geoGroupmentId: z.number().nullable(),
  order: z.number(),
  externalId: z.string().nullable(),
  webId: z.string().nullable(),
  articles: z.array(z.object({ articleId: z.number(), priceTtc: z.number().nullable() })),
});
export type ShopAdmin = z.infer<typeof ShopAdminSchema>;
export const ShopsAdminAnswerSchema = z.object({ shops: z.array(ShopAdminSchema) });
export const ShopAdminAnswerSchema = z.object({ shop: ShopAdminSchema });

// ---------------------------------------------------------------- geo groups

export const GeoGroupmentsAnswerSchema = z.object({ geogroupments: z.array(GeoGroupmentSchema) });
export const GeoGroupmentAnswerSchema = z.object({ geogroupment: GeoGroupmentSchema });

export const GeoGroupmentFieldsSchema = z.object({
  name: LocalisedNameSchema,
  type: z.string().min(1).max(40),
  shortDescription: LocalisedInputSchema,
  longDescription: LocalisedInputSchema,
  image: z.string().max(2000).nullable(),
  order: z.number().int().min(-INT4_MAX).max(INT4_MAX),
});
export const GeoGroupmentCreateSchema = GeoGroupmentFieldsSchema.partial().required({ name: true });
export const GeoGroupmentUpdateSchema = GeoGroupmentFieldsSchema.partial();

export const GeoGroupmentAdminSchema = z.object({
  id: z.number(),
  name: LocalisedMapSchema,
  type: z.string(),
  shortDescription: LocalisedMapSchema,
  longDescription: LocalisedMapSchema,
  image: z.string().nullable(),
  order: z.number(),
  shopIds: z.array(z.number()),
});
export const GeoGroupmentsAdminAnswerSchema = z.object({ geogroupments: z.array(GeoGroupmentAdminSchema) });
export const GeoGroupmentAdminAnswerSchema = z.object({ geogroupment: GeoGroupmentAdminSchema });
/** POST and DELETE /api/geogroupments/link/shop/{id}. */
export const GeoGroupmentShopLinkSchema = z.object({ shopId: IdSchema });
