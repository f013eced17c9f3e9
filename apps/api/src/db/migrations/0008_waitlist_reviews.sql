CREATE TABLE "freed_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freed_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"employee_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cause" text NOT NULL,
	"freed_at" timestamp with time zone NOT NULL,
	"refilled_at" timestamp with time zone,
	"refilled_by_offer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"service_ids" jsonb NOT NULL,
	"service_key" text NOT NULL,
	"employee_id" integer,
	"weekdays" jsonb NOT NULL,
	"parts" jsonb NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_period_ck" CHECK ("waitlist_entries"."until_date" >= "waitlist_entries"."from_date"),
	CONSTRAINT "waitlist_entries_status_ck" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"booking_order_id" integer,
	"employee_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"extended_at" timestamp with time zone,
	"origin" text DEFAULT 'auto' NOT NULL,
	"offered_by_id" integer,
	"freed_slot_id" integer,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_status_ck" CHECK ("waitlist_offers"."status" in ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "waitlist_offers_origin_ck" CHECK ("waitlist_offers"."origin" in ('auto', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"customer_id" integer,
	"article_id" integer,
	"employee_id" integer,
	"rating" integer NOT NULL,
	"employee_rating" integer,
	"comment" text,
	"lang" text,
	"author_name" text DEFAULT '' NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by_id" integer,
	"report_reason" text,
	"hidden_at" timestamp with time zone,
	"hidden_by_id" integer,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_id" integer,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_employee_rating_ck" CHECK ("reviews"."employee_rating" is null or "reviews"."employee_rating" between 1 and 5),
	CONSTRAINT "reviews_status_ck" CHECK ("reviews"."status" in ('published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "freed_slots" ADD CONSTRAINT "freed_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freed_slots" ADD CONSTRAINT "freed_slots_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freed_slots" ADD CONSTRAINT "freed_slots_employee_id_resources_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_employee_id_resources_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_order_id_booking_orders_id_fk" FOREIGN KEY ("booking_order_id") REFERENCES "public"."booking_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_employee_id_resources_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_freed_slot_id_freed_slots_id_fk" FOREIGN KEY ("freed_slot_id") REFERENCES "public"."freed_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_employee_id_resources_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reported_by_id_company_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_company_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_id_company_users_id_fk" FOREIGN KEY ("replied_by_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freed_slots_company_shop_freed_idx" ON "freed_slots" USING btree ("company_id","shop_id","freed_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_company_shop_status_idx" ON "waitlist_entries" USING btree ("company_id","shop_id","status","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_company_customer_idx" ON "waitlist_entries" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_company_entry_idx" ON "waitlist_offers" USING btree ("company_id","entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_status_expires_idx" ON "waitlist_offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_entry_uq" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_uq" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_company_shop_created_idx" ON "reviews" USING btree ("company_id","shop_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_company_article_idx" ON "reviews" USING btree ("company_id","article_id");--> statement-breakpoint
CREATE INDEX "reviews_company_employee_idx" ON "reviews" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "reviews_company_customer_idx" ON "reviews" USING btree ("company_id","customer_id");