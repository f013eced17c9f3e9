import { z } from 'zod';
import { ServicePolicySchema } from './booking-policy.ts';
import { IdSchema, INT4_MAX } from './ids.ts';
import { LangSchema } from './lang.ts';

// ---------------------------------------------------------------- input building blocks

/**
 * A whole number (spec §5: prices and VAT are parsed as whole numbers): an integer, or a string
 * of digits such as "6500". Floats, '12.5', '1e3' and other strings are refused.
 */
export const WholeNumberSchema = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,10}$/, 'must be a whole number')
      .transform(Number),
  ])
  .pipe(z.number().int().min(0).max(INT4_MAX));

/** A URL-safe slug: lower-case words of letters and digits joined by single dashes. */
export const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single dashes');

/** A text per language as staff write it (any subset of fr, en, de, es, it). */
export const LocalisedInputSchema = z.partialRecord(LangSchema, z.string().max(20_000));
/** A localised name: at least one language has a non-blank text. */
export const LocalisedNameSchema = z
  .partialRecord(LangSchema, z.string().max(500))
  .refine((map) => Object.values(map).some((text) => typeof text === 'string' && text.trim() !== ''), {
    message: 'a name needs a text in at least one language',
  });
/** The full map staff read back. */
export const LocalisedMapSchema = z.partialRecord(LangSchema, z.string());

export const ImageInputSchema = z.object({
  url: z.string().min(1).max(2000),
  alt: LocalisedInputSchema.optional(),
});
export const ImageAdminSchema = z.object({ url: z.string(), alt: LocalisedMapSchema });

/** articleId or articlesId (spec §7 link routes). */
export const ArticleLinkBodySchema = z
  .object({
    articleId: IdSchema.optional(),
    articlesId: z.array(IdSchema).min(1).max(1000).optional(),
  })
  .refine((b) => (b.articleId === undefined) !== (b.articlesId === undefined), {
    message: 'give articleId or articlesId',
  });
export type ArticleLinkBody = z.infer<typeof ArticleLinkBodySchema>;

export const DeletedAnswerSchema = z.object({ deleted: z.literal(true), id: z.number() });

// ---------------------------------------------------------------- articles

/** Spec §9: 1 and 4 are services, 2 is a product. */
export const ArticleTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(4)]);
export const ArticleTypeQuerySchema = z.enum(['1', '2', '4']).transform(Number);

const WeekdaySchema = z.enum(['1', '2', '3', '4', '5', '6', '7']);

export const PriceByShopSchema = z.object({
  boutiqueId: z.number(),
  /** The price at that shop, cents, VAT included (the shop's own or the base price). */
  pvTtc: z.number(),
});

/** An article of spec §3 in one language. */
export const ArticleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** 1 and 4 services, 2 product. */
  type: z.number(),
  /** The base price, cents, VAT included. */
  prices: z.number(),
  /** Price per ISO weekday "1".."7" when it differs, cents. */
  weekprices: z.record(z.string(), z.number()),
  draft: z.boolean(),
  order: z.number(),
  /** Percent, whole number. */
  vat: z.number(),
  description: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  externalId: z.string().nullable(),
  /** Related articles (ids). */
  articleLinks: z.array(z.number()),
  durationMinutes: z.number().nullable(),
  /** A service's overrides of the company's cancellation and deposit policy (issue 20); null: none. */
  bookingPolicy: ServicePolicySchema.nullable(),
  booker: z.object({
    upsellOnly: z.boolean(),
    /** Articles offered as extras of this one (ids). */
    upsells: z.array(z.number()),
    vat: z.number(),
    enableStock: z.boolean(),
    pricesByShops: z.array(PriceByShopSchema),
  }),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticlesAnswerSchema = z.object({ articles: z.array(ArticleSchema) });
export const ArticleAnswerSchema = z.object({ article: ArticleSchema });

/** What staff write; POST needs slug, type and name, PUT changes only what it is given. */
export const ArticleFieldsSchema = z.object({
  slug: SlugSchema,
  type: ArticleTypeSchema,
  name: LocalisedNameSchema,
  description: LocalisedInputSchema,
  /** Base price, cents, VAT included. */
  price: WholeNumberSchema,
  weekPrices: z.partialRecord(WeekdaySchema, WholeNumberSchema),
  /** Percent, 0–100. */
  vat: WholeNumberSchema.pipe(z.number().max(100)),
  durationMinutes: WholeNumberSchema.pipe(
    z
      .number()
      .min(1)
      .max(24 * 60),
  ).nullable(),
  draft: z.boolean(),
  order: z.number().int().min(-INT4_MAX).max(INT4_MAX),
  images: z.array(ImageInputSchema).max(30),
  externalId: z.string().max(200).nullable(),
  articleLinks: z.array(IdSchema).max(100),
  upsellOnly: z.boolean(),
  upsells: z.array(IdSchema).max(100),
  enableStock: z.boolean(),
  needsCabin: z.boolean(),
  /** Services: overrides of the company's cancellation and deposit policy; null: the company's. */
  bookingPolicy: ServicePolicySchema.nullable(),
});
export const ArticleCreateSchema = ArticleFieldsSchema.partial().required({
  slug: true,
  type: true,
  name: true,
});
export const ArticleUpdateSchema = ArticleFieldsSchema.partial();
export type ArticleCreate = z.infer<typeof ArticleCreateSchema>;
export type ArticleUpdate = z.infer<typeof ArticleUpdateSchema>;

/** An article as staff read it: every field with the full language maps, drafts included. */
export const ArticleAdminSchema = z.object({
  id: z.number(),
  slug: z.string(),
  type: z.number(),
  name: LocalisedMapSchema,
  description: LocalisedMapSchema,
  price: z.number(),
  weekPrices: z.record(z.string(), z.number()),
  vat: z.number(),
  durationMinutes: z.number().nullable(),
  draft: z.boolean(),
  order: z.number(),
  images: z.array(ImageAdminSchema),
  externalId: z.string().nullable(),
  articleLinks: z.array(z.number()),
  upsellOnly: z.boolean(),
  upsells: z.array(z.number()),
  enableStock: z.boolean(),
  needsCabin: z.boolean(),
  bookingPolicy: ServicePolicySchema.nullable(),
  /** The shops offering it; priceTtc null: the base price. */
  shops: z.array(z.object({ shopId: z.number(), priceTtc: z.number().nullable() })),
  categoryIds: z.array(z.number()),
});
export type ArticleAdmin = z.infer<typeof ArticleAdminSchema>;
export const ArticlesAdminAnswerSchema = z.object({ articles: z.array(ArticleAdminSchema) });
export const ArticleAdminAnswerSchema = z.object({ article: ArticleAdminSchema });

// ---------------------------------------------------------------- categories

/** A category of spec §3 in one language, with its listed articles (id, slug) in order. */
export const CategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  order: z.number(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.object({ url: z.string() })),
  articles: z.array(z.object({ id: z.number(), slug: z.string() })),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoriesAnswerSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryAnswerSchema = z.object({ category: CategorySchema });

export const CategoryFieldsSchema = z.object({
  slug: SlugSchema,
  name: LocalisedNameSchema,
  description: LocalisedInputSchema,
  order: z.number().int().min(-INT4_MAX).max(INT4_MAX),
  images: z.array(z.object({ url: z.string().min(1).max(2000) })).max(30),
});
export const CategoryCreateSchema = CategoryFieldsSchema.partial().required({ slug: true, name: true });
export const CategoryUpdateSchema = CategoryFieldsSchema.partial();
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

/** A category as staff read it: full maps, every linked article (drafts too) in order. */
export const CategoryAdminSchema = z.object({
  id: z.number(),
  slug: z.string(),
  order: z.number(),
  name: LocalisedMapSchema,
  description: LocalisedMapSchema,
  images: z.array(z.object({ url: z.string() })),
  articles: z.array(z.object({ id: z.number(), slug: z.string(), order: z.number() })),
});
export type CategoryAdmin = z.infer<typeof CategoryAdminSchema>;
export const CategoriesAdminAnswerSchema = z.object({ categories: z.array(CategoryAdminSchema) });
export const CategoryAdminAnswerSchema = z.object({ category: CategoryAdminSchema });
