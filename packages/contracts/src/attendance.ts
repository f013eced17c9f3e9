// Staff marking whether customers came (issue 20 item 7): one appointment honoured or no-show, or
// every confirmed appointment of a shop's day honoured at closing time.
import { z } from 'zod';
import { IdSchema } from './ids.ts';

export const AttendanceBodySchema = z.object({ status: z.enum(['honoured', 'no_show']) });
export type AttendanceBody = z.infer<typeof AttendanceBodySchema>;

export const AttendanceAnswerSchema = z.object({
  appointment: z.object({
    id: z.number(),
    status: z.string(),
    /** Cents owed under the appointment's policy snapshot (the no-show fee; 0 when honoured). */
    fee: z.number(),
    attendanceAt: z.string().nullable(),
    orderId: z.number().nullable(),
    /** The booking order's status after the mark: honoured or no-show once every visit is known. */
    orderStatus: z.string().nullable(),
  }),
});
export type AttendanceAnswer = z.infer<typeof AttendanceAnswerSchema>;

export const DayAttendanceBodySchema = z.object({
  shopId: IdSchema,
  /** The shop's local day. */
  day: z.iso.date(),
});
/** How many appointments became honoured (those confirmed that had started). */
export const DayAttendanceAnswerSchema = z.object({ honoured: z.number() });
