DROP INDEX "mensagens_queue_idx";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "next_send_gap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mensagens" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "mensagens_queue_idx" ON "mensagens" USING btree ("device_id","priority","id") WHERE "mensagens"."status" = 'queued';--> statement-breakpoint
-- Until now a chat counted as read up to its last reply: keep that for what arrived before.
UPDATE "mensagens" m SET "read_at" = m."created_at"
WHERE m."direction" = 'in' AND m."read_at" IS NULL AND EXISTS (
  SELECT 1 FROM "mensagens" o
  WHERE o."device_id" = m."device_id" AND o."number" = m."number" AND o."direction" = 'out' AND o."id" > m."id");
