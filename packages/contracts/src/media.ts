import { z } from 'zod';
import { LocalisedMapSchema } from './catalogue.ts';

/** Upload limits: one image at most 10 MB, at most 20 per request. */
export const MEDIA_LIMITS = { maxBytes: 10 * 1024 * 1024, maxFiles: 20 } as const;

/** A folder for uploads ('shops', 'services/visage'): lower-case words, no '..', no leading '/'. */
export const MediaDirSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/, 'a folder of lower-case words separated by /');

export const MediaUploadQuerySchema = z.object({ dir: MediaDirSchema.optional() });

export const MediaListQuerySchema = z.object({
  dir: MediaDirSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A stored image; `url` is what <img> tags and the other entities' image fields take. */
export const MediaSchema = z.object({
  id: z.number(),
  key: z.string(),
  url: z.string(),
  dir: z.string(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: LocalisedMapSchema,
  createdAt: z.string(),
});
export type Media = z.infer<typeof MediaSchema>;

export const MediasAnswerSchema = z.object({ medias: z.array(MediaSchema), total: z.number() });
export const MediaAnswerSchema = z.object({ media: MediaSchema });
export const MediaUploadsAnswerSchema = z.object({ medias: z.array(MediaSchema) });
