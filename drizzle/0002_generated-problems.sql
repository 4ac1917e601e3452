CREATE TABLE "generated_problems" (
	"id" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "generated_problems_content_hash_idx" ON "generated_problems" USING btree ("content_hash");