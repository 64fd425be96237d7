ALTER TABLE "campanhas" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campanhas" ADD COLUMN "cancelled_at" timestamp with time zone;