import { z } from 'zod';
import { LANGS } from './langs.ts';

export * from './langs.ts';

export const LangSchema = z.enum(LANGS);
export const LocalisedTextSchema = z.partialRecord(LangSchema, z.string());
export type LocalisedText = z.infer<typeof LocalisedTextSchema>;
