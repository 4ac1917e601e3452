ALTER TABLE "api_usage" ADD COLUMN "debug" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "api_usage_created_at_idx" ON "api_usage" USING btree ("created_at");