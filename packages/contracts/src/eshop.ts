// The e-shop (spec §3, §5, §7, §9; issue 6): categories, stock by product and shop, a random
// selection of products for the storefront, and e-shop orders for customers and staff.
import { z } from 'zod';
import { ArticleSchema } from './catalogue.ts';
import { ContentFlagSchema, ContentSlugSchema } from './content.ts';
import { ID_LIST_MESSAGE, IdParamSchema, IdSchema, INT4_MAX, isIdList } from './ids.ts';
import { LocalisedTextSchema } from './lang.ts';
import { partialUpdate } from './update.ts';

export const EshopIdParamSchema = z.object({ id: IdParamSchema });

// ---------------------------------------------------------------- categories

export const EshopCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  order: z.number(),
  image: z.string().nullable(),
  /** Published products of the category, in the category's order. */
  articleIds: z.array(z.number()),
});
export const EshopCategoriesAnswerSchema = z.object({ eshopCategories: z.array(EshopCategorySchema) });

export const EshopCategoryAdminSchema = EshopCategorySchema.extend({ name: LocalisedTextSchema });
export const EshopCategoryAdminAnswerSchema = z.object({ eshopCategory: EshopCategoryAdminSchema });
export const EshopCategoriesAdminAnswerSchema = z.object({
  eshopCategories: z.array(EshopCategoryAdminSchema),
});

export const EshopCategoryInputSchema = z.object({
  slug: ContentSlugSchema,
  name: LocalisedTextSchema.refine(
    (v) => Object.values(v).some((t) => t?.trim()),
    'a name in one language at least',
  ),
  order: z.number().int().min(0).max(1_000_000).optional(),
  image: z.string().trim().max(2000).nullable().optional(),
  articleIds: z.array(IdSchema).max(1000).optional(),
});
export const EshopCategoryUpdateSchema = partialUpdate(EshopCategoryInputSchema);
/** ?all=1: staff read every category with the language maps and drafts' ids. */
export const EshopCategoriesQuerySchema = z.object({ all: ContentFlagSchema.optional() });

// ---------------------------------------------------------------- stock

/** A quantity in a path: a positive whole number an integer column holds. */
const Quantity = z.coerce.number().int().positive().max(INT4_MAX);

export const StockQuerySchema = z.object({ shopId: IdParamSchema.optional() });
export const StockParamsSchema = z.object({ id: IdParamSchema, qty: Quantity });
/** Ids separated by commas or dashes (spec §7 GET /api/eshop/stock/verify/{ids}/{qty}). */
export const StockVerifyParamsSchema = z.object({
  ids: z
    .string()
    .regex(/^\d+([,-]\d+)*$/, 'ids separated by commas or dashes')
    .transform((v) => [...new Set(v.split(/[,-]/).map(Number))])
    .refine(isIdList, ID_LIST_MESSAGE)
    .refine((ids) => ids.length <= 100, 'at most 100 ids'),
  qty: Quantity,
});

/** 999999 when the product does not track stock; 0 when it does not exist (spec §5). */
export const StockItemSchema = z.object({
  id: z.number(),
  stock: z.number(),
  /** Whether the quantity asked can be bought. */
  available: z.boolean(),
});
export const StockAnswerSchema = StockItemSchema.extend({ quantity: z.number() });
export const StockVerifyAnswerSchema = z.object({
  /** Every product is available in that quantity. */
  available: z.boolean(),
  quantity: z.number(),
  items: z.array(StockItemSchema),
});

export const ProductStockSchema = z.object({
  articleId: z.number(),
  enableStock: z.boolean(),
  shops: z.array(
    z.object({
      shopId: z.number(),
      quantity: z.number(),
      /** Held by payments in progress. */
      reserved: z.number(),
      available: z.number(),
    }),
  ),
});
export const ProductStockParamsSchema = z.object({ articleId: IdParamSchema });
export const ProductStockUpdateSchema = z.object({
  shopId: IdSchema,
  /** Pieces on the shelf, reserved ones included. */
  quantity: z.number().int().min(0).max(1_000_000),
});

// ---------------------------------------------------------------- storefront products

export const RandomProductsQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(48).default(6),
  /** Only products offered at that shop. */
  shopId: IdParamSchema.optional(),
});
export const RandomProductsAnswerSchema = z.object({ products: z.array(ArticleSchema) });

// ---------------------------------------------------------------- orders

export const ESHOP_ORDER_STATUS_VALUES = [
  'pending',
  'paid',
  'ready',
  'collected',
  'cancelled',
  'expired',
  'refunded',
] as const;
export const EshopOrderStatusSchema = z.enum(ESHOP_ORDER_STATUS_VALUES);

export const EshopOrderLineSchema = z.object({
  id: z.number(),
  articleId: z.number().nullable(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  vat: z.number(),
  lineTotal: z.number(),
});

export const EshopOrderSchema = z.object({
  id: z.number(),
  status: EshopOrderStatusSchema,
  total: z.number(),
  discount: z.number(),
  paymentRef: z.string().nullable(),
  shop: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(EshopOrderLineSchema),
});
export type EshopOrder = z.infer<typeof EshopOrderSchema>;

export const StaffEshopOrderSchema = EshopOrderSchema.extend({
  customer: z
    .object({ id: z.number(), email: z.string(), firstname: z.string(), lastname: z.string() })
    .nullable(),
});

export const MyEshopOrdersAnswerSchema = z.object({ orders: z.array(EshopOrderSchema) });
export const MyEshopOrderAnswerSchema = z.object({ order: EshopOrderSchema });

const StatusList = z
  .string()
  .regex(/^[a-z]+(,[a-z]+)*$/)
  .transform((v) => v.split(','))
  .pipe(z.array(EshopOrderStatusSchema));
const IdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated ids')
  .transform((v) => v.split(',').map(Number));

export const EshopOrderFiltersSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemPerPage: z.coerce.number().int().min(1).max(100).default(20),
  status: StatusList.optional(),
  shops: IdList.optional(),
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
  customerId: IdParamSchema.optional(),
  /** Matches the customer's email, first or last name. */
  customer: z.string().trim().min(1).max(100).optional(),
});
export type EshopOrderFilters = z.infer<typeof EshopOrderFiltersSchema>;

export const EshopOrderPageSchema = z.object({
  orders: z.array(StaffEshopOrderSchema),
  total: z.number(),
  page: z.number(),
  itemPerPage: z.number(),
});
export const StaffEshopOrderAnswerSchema = z.object({ order: StaffEshopOrderSchema });
export const EshopOrderStatusBodySchema = z.object({ status: EshopOrderStatusSchema });
