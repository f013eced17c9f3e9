// Content of a company (issue 3, spec §3, §5, §7): magazine posts and their categories, events,
// alerts, closed and open days, servers and databases. Public answers carry texts in the curlang
// language; staff answers (the `Staff…` schemas, `?all=1` listings) carry the full language maps.
import { z } from 'zod';
import { IdParamSchema, IdParamsSchema, IdSchema } from './ids.ts';
import { LANGS, LangSchema } from './lang.ts';
import { DayHoursInputSchema } from './shop.ts';
import { partialUpdate } from './update.ts';

// ---------------------------------------------------------------- shared building blocks

/** A row id in a body, a path or a query string: the shared id schemas under content's names. */
export const ContentIdSchema = IdSchema;
export const ContentIdQuerySchema = IdParamSchema;
export const ContentIdParamsSchema = IdParamsSchema;

/** A query-string switch: 1/true or 0/false. */
export const ContentFlagSchema = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** An instant with its offset, e.g. 2026-05-01T08:00:00Z or 2026-05-01T10:00:00+02:00. */
export const ContentInstantSchema = z.iso.datetime({ offset: true });
/** A calendar day, YYYY-MM-DD. */
export const ContentDaySchema = z.iso.date();
/** A URL slug: lower-case words joined by dashes. */
export const ContentSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and dashes');
/** An absolute http(s) address or a path of the site. */
export const ContentLinkSchema = z
  .string()
  .max(2000)
  .refine((value) => {
    if (/^\/(?!\/)\S*$/.test(value)) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'an http(s) address or a path starting with /');

/** A text per language, each at most `max` characters. */
export const contentText = (max: number) => z.partialRecord(LangSchema, z.string().max(max));

export const ContentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemPerPage: z.coerce.number().int().min(1).max(100).default(12),
});

/** A PUT changes the fields it is given; an empty body is refused (the shared rule). */
export const contentUpdate = partialUpdate;

// ---------------------------------------------------------------- posts (magazine)

export const PostPositionSchema = z.enum(['all', 'home', 'shop']);
export const PostLangSchema = z.enum([...LANGS, 'all']);

const VedetteInputSchema = z
  .object({
    active: z.boolean(),
    start: ContentInstantSchema.nullable(),
    end: ContentInstantSchema.nullable(),
  })
  .refine((v) => !v.start || !v.end || Date.parse(v.start) <= Date.parse(v.end), {
    message: 'end before start',
    path: ['end'],
  });

const VedetteSchema = z.object({
  active: z.boolean(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});

const postFields = {
  id: z.number(),
  slug: z.string(),
  image: z.string().nullable(),
  published: z.boolean(),
  langs: z.array(z.string()),
  position: z.string(),
  /** The shop a shop post belongs to (spec §3 linkedShop). */
  linkedShop: z.number().nullable(),
  categoryId: z.number().nullable(),
  vedette: VedetteSchema,
  isPress: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A post in a public listing: texts in one language, no body. */
export const PostSummarySchema = z.object({
  ...postFields,
  title: z.string(),
  excerpt: z.string(),
  /** Featured now (vedette active and now within start–end). */
  featured: z.boolean(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const PostSchema = PostSummarySchema.extend({ body: z.string() });
export type Post = z.infer<typeof PostSchema>;

export const StaffPostSchema = z.object({
  ...postFields,
  title: z.record(z.string(), z.string()),
  excerpt: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
});
export type StaffPost = z.infer<typeof StaffPostSchema>;

export const PostsQuerySchema = ContentPageQuerySchema.extend({
  /** home or shop: the rules of spec §5; all: no position filter. */
  position: PostPositionSchema.optional(),
  /** One shop's posts (shop rule of spec §5 for that shop). */
  shopId: ContentIdQuerySchema.optional(),
  /** 1: only the current featured posts. */
  featured: ContentFlagSchema.optional(),
  /** 1: only press posts (the press page); 0: none of them. */
  press: ContentFlagSchema.optional(),
  /** 1: the back-office listing (staff): drafts included, full language maps, every language. */
  all: ContentFlagSchema.optional(),
});

const paging = { total: z.number(), page: z.number(), itemPerPage: z.number() };
export const PostsAnswerSchema = z.object({ posts: z.array(PostSummarySchema), ...paging });
export const StaffPostsAnswerSchema = z.object({ posts: z.array(StaffPostSchema), ...paging });
export const PostAnswerSchema = z.object({ post: PostSchema });
export const StaffPostAnswerSchema = z.object({ post: StaffPostSchema });

export const PostInputSchema = z.object({
  slug: ContentSlugSchema,
  title: contentText(300),
  excerpt: contentText(2000).optional(),
  /** HTML per language; sanitised before it is stored. */
  body: contentText(200_000).optional(),
  image: z.string().max(2000).nullable().optional(),
  published: z.boolean().optional(),
  langs: z.array(PostLangSchema).min(1).max(6).optional(),
  position: PostPositionSchema.optional(),
  linkedShop: ContentIdSchema.nullable().optional(),
  categoryId: ContentIdSchema.nullable().optional(),
  vedette: VedetteInputSchema.optional(),
  isPress: z.boolean().optional(),
  /** Defaults to the moment the post is first published. */
  publishedAt: ContentInstantSchema.nullable().optional(),
});
export type PostInput = z.infer<typeof PostInputSchema>;
export const PostUpdateSchema = contentUpdate(PostInputSchema);

// ---------------------------------------------------------------- post categories

export const PostCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  order: z.number(),
});
export const StaffPostCategorySchema = PostCategorySchema.extend({ name: z.record(z.string(), z.string()) });
export const PostCategoriesAnswerSchema = z.object({ postcategories: z.array(PostCategorySchema) });
export const StaffPostCategoriesAnswerSchema = z.object({ postcategories: z.array(StaffPostCategorySchema) });
export const StaffPostCategoryAnswerSchema = z.object({ postcategory: StaffPostCategorySchema });
export const PostCategoryInputSchema = z.object({
  slug: ContentSlugSchema,
  name: contentText(200),
  order: z.number().int().min(0).max(1_000_000).optional(),
});
export const PostCategoryUpdateSchema = contentUpdate(PostCategoryInputSchema);
/** ?all=1: the back-office view of a public listing (staff; language maps, nothing filtered out). */
export const ContentListQuerySchema = z.object({ all: ContentFlagSchema.optional() });

// ---------------------------------------------------------------- events and alerts

const windowRefine = <T extends { start?: string; end?: string }>(value: T) =>
  !value.start || !value.end || Date.parse(value.start) < Date.parse(value.end);
const windowIssue = { message: 'end must be after start', path: ['end'] };

/** Spec §3 Event: start, end, img [url], showDates, body (translatable), link (url, title). */
export const EventSchema = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  img: z.array(z.object({ url: z.string() })),
  showDates: z.boolean(),
  body: z.string(),
  link: z.object({ url: z.string(), title: z.string() }).nullable(),
});
export type StorefrontEvent = z.infer<typeof EventSchema>;

export const StaffEventSchema = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  image: z.string().nullable(),
  showDates: z.boolean(),
  body: z.record(z.string(), z.string()),
  linkUrl: z.string().nullable(),
  linkTitle: z.record(z.string(), z.string()),
  /** Whether now lies between start and end. */
  current: z.boolean(),
});
export const EventsAnswerSchema = z.object({ events: z.array(EventSchema) });
export const StaffEventsAnswerSchema = z.object({ events: z.array(StaffEventSchema) });
export const StaffEventAnswerSchema = z.object({ event: StaffEventSchema });

const eventInput = z.object({
  start: ContentInstantSchema,
  end: ContentInstantSchema,
  image: z.string().max(2000).nullable().optional(),
  showDates: z.boolean().optional(),
  /** HTML per language; sanitised before it is stored. */
  body: contentText(20_000),
  linkUrl: ContentLinkSchema.nullable().optional(),
  linkTitle: contentText(200).optional(),
});
export const EventInputSchema = eventInput.refine(windowRefine, windowIssue);
export const EventUpdateSchema = contentUpdate(eventInput).refine(windowRefine, windowIssue);

/** Spec §3 Alert: serviceId, body, start, end. */
export const AlertSchema = z.object({
  id: z.number(),
  serviceId: z.number().nullable(),
  body: z.string(),
  start: z.string(),
  end: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;
export const StaffAlertSchema = AlertSchema.extend({
  body: z.record(z.string(), z.string()),
  current: z.boolean(),
});
export const AlertsAnswerSchema = z.object({ alerts: z.array(AlertSchema) });
export const StaffAlertsAnswerSchema = z.object({ alerts: z.array(StaffAlertSchema) });
export const StaffAlertAnswerSchema = z.object({ alert: StaffAlertSchema });

const alertInput = z.object({
  /** A service (article type 1 or 4) of the company. */
  serviceId: ContentIdSchema,
  body: contentText(5000),
  start: ContentInstantSchema,
  end: ContentInstantSchema,
});
export const AlertInputSchema = alertInput.refine(windowRefine, windowIssue);
export const AlertUpdateSchema = contentUpdate(alertInput).refine(windowRefine, windowIssue);

// ---------------------------------------------------------------- closed and open days

export const CalendarDaysQuerySchema = z
  .object({
    /** One shop: its own rows plus the company-wide ones. */
    shopId: ContentIdQuerySchema.optional(),
    from: ContentDaySchema.optional(),
    to: ContentDaySchema.optional(),
    all: ContentFlagSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['to'] });

export const ClosedDaySchema = z.object({
  id: z.number(),
  /** null: every shop of the company. */
  shopId: z.number().nullable(),
  day: z.string(),
  label: z.string(),
});
export const StaffClosedDaySchema = ClosedDaySchema.extend({ label: z.record(z.string(), z.string()) });
export const ClosedDaysAnswerSchema = z.object({ closeddays: z.array(ClosedDaySchema) });
export const StaffClosedDaysAnswerSchema = z.object({ closeddays: z.array(StaffClosedDaySchema) });
export const StaffClosedDayAnswerSchema = z.object({ closedday: StaffClosedDaySchema });
export const ClosedDayInputSchema = z.object({
  shopId: ContentIdSchema.nullable().optional(),
  day: ContentDaySchema,
  label: contentText(200).optional(),
});
export const ClosedDayUpdateSchema = contentUpdate(ClosedDayInputSchema);

const DayHoursSchemaOut = z.object({
  status: z.string(),
  hours: z.array(z.object({ start: z.string(), end: z.string() })),
});
export const OpenDaySchema = ClosedDaySchema.extend({ hours: z.array(DayHoursSchemaOut) });
export const StaffOpenDaySchema = StaffClosedDaySchema.extend({ hours: z.array(DayHoursSchemaOut) });
export const OpenDaysAnswerSchema = z.object({ opendays: z.array(OpenDaySchema) });
export const StaffOpenDaysAnswerSchema = z.object({ opendays: z.array(StaffOpenDaySchema) });
export const StaffOpenDayAnswerSchema = z.object({ openday: StaffOpenDaySchema });
export const OpenDayInputSchema = ClosedDayInputSchema.extend({
  hours: z.array(DayHoursInputSchema).min(1).max(7),
});
export const OpenDayUpdateSchema = contentUpdate(OpenDayInputSchema);

// ---------------------------------------------------------------- servers and databases (staff)

/** An outside system a company syncs with (its till or legacy back office). */
export const ServerSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  baseUrl: z.string(),
  active: z.boolean(),
  lastSyncAt: z.string().nullable(),
});
export const ServerInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  kind: z.string().trim().min(1).max(50),
  baseUrl: z.url({ protocol: /^https?$/ }).max(2000),
  active: z.boolean().optional(),
  lastSyncAt: ContentInstantSchema.nullable().optional(),
});
export const ServerUpdateSchema = contentUpdate(ServerInputSchema);

export const DatabaseSchema = z.object({
  id: z.number(),
  serverId: z.number().nullable(),
  name: z.string(),
  engine: z.string(),
  schemaVersion: z.string().nullable(),
  sizeBytes: z.number().nullable(),
});
export const DatabaseInputSchema = z.object({
  serverId: ContentIdSchema.nullable().optional(),
  name: z.string().trim().min(1).max(200),
  engine: z.string().trim().min(1).max(50),
  schemaVersion: z.string().max(50).nullable().optional(),
  sizeBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
});
export const DatabaseUpdateSchema = contentUpdate(DatabaseInputSchema);
