ALTER TABLE "orders" ADD COLUMN "assortment_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_assortment_idx" ON "orders" USING btree ("assortment_id","order_number" DESC NULLS LAST);