ALTER TABLE "uploads" ADD COLUMN "normalized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_image_url_idx" ON "posts" USING btree ("image_url") WHERE "posts"."image_url" is not null;--> statement-breakpoint
CREATE INDEX "posts_video_url_idx" ON "posts" USING btree ("video_url") WHERE "posts"."video_url" is not null;--> statement-breakpoint
CREATE INDEX "portfolio_items_image_url_idx" ON "portfolio_items" USING btree ("image_url") WHERE "portfolio_items"."image_url" is not null;--> statement-breakpoint
CREATE INDEX "portfolio_items_video_url_idx" ON "portfolio_items" USING btree ("video_url") WHERE "portfolio_items"."video_url" is not null;--> statement-breakpoint
CREATE INDEX "kyc_submissions_id_document_url_idx" ON "kyc_submissions" USING btree ("id_document_url") WHERE "kyc_submissions"."id_document_url" is not null;--> statement-breakpoint
CREATE INDEX "users_profile_image_url_idx" ON "users" USING btree ("profile_image_url") WHERE "users"."profile_image_url" is not null;--> statement-breakpoint
CREATE INDEX "users_company_logo_url_idx" ON "users" USING btree ("company_logo_url") WHERE "users"."company_logo_url" is not null;--> statement-breakpoint
-- Uploads already turned into objects no longer hold room in their member's storage.
UPDATE "uploads" SET "normalized_at" = "used_at" WHERE EXISTS (SELECT 1 FROM "objects" WHERE "objects"."id" = "uploads"."id");
