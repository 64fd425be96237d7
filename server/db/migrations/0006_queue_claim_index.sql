DROP INDEX "mensagens_queue_idx";--> statement-breakpoint
CREATE INDEX "mensagens_queue_idx" ON "mensagens" USING btree ("device_id","id") WHERE "mensagens"."status" = 'queued';