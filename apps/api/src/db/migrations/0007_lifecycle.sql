CREATE TABLE "instance_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key" text,
	"company_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_ck" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_ck";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "policy" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_to_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "booking_policy" jsonb;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "amount_due" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_key_uq" ON "jobs" USING btree ("key") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "outbox_company_template_idx" ON "outbox" USING btree ("company_id","template","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_ck" CHECK ("appointments"."status" in ('held', 'confirmed', 'honoured', 'no_show', 'cancelled', 'expired', 'rescheduled'));