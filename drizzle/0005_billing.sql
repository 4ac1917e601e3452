CREATE TABLE "billing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" text,
	"event_name" text NOT NULL,
	"lemonsqueezy_subscription_id" text,
	"user_id" text,
	"customer_email" text,
	"plan_name" text,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_events_webhook_id_unique" UNIQUE("webhook_id")
);
--> statement-breakpoint
DROP INDEX "subscriptions_lemonsqueezy_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "lemonsqueezy_variant_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_name" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "test_sessions_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_subscription_idx" ON "billing_events" USING btree ("lemonsqueezy_subscription_id");--> statement-breakpoint
CREATE INDEX "billing_events_outcome_idx" ON "billing_events" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_lemonsqueezy_idx" ON "subscriptions" USING btree ("lemonsqueezy_subscription_id");