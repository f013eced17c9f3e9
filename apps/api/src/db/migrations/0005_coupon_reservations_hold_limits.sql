-- Issue 16: a cart reserves its coupon use like its stock (reserved → committed at payment, or
-- released; existing redemptions were paid: committed), stock reservations know their customer (one
-- customer holds at most booker.products.maxPerCustomer pieces), and a customer's open carts are
-- found by index (a new cart replaces them). ADR 0010.
ALTER TABLE "coupon_redemptions" ADD COLUMN "status" text DEFAULT 'committed' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_reserved_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id") WHERE "coupon_redemptions"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "coupon_redemptions_status_idx" ON "coupon_redemptions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payments_customer_status_idx" ON "payments" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "stock_reservations_customer_idx" ON "stock_reservations" USING btree ("customer_id","article_id","shop_id") WHERE "stock_reservations"."status" = 'reserved';--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_status_ck" CHECK ("coupon_redemptions"."status" in ('reserved', 'committed', 'released'));