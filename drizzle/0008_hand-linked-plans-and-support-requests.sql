CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "hand_linked_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "hand_linked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id","created_at");--> statement-breakpoint
-- Plans linked by hand before they had a length were given one month from the link: that month is their term.
UPDATE "subscriptions" SET "hand_linked_since" = "current_period_start", "hand_linked_until" = "current_period_end"
  WHERE "lemonsqueezy_subscription_id" IS NULL AND "plan_name" <> 'Free Trial' AND "current_period_end" IS NOT NULL;
