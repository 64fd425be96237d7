CREATE INDEX "arquivos_blob_key_idx" ON "arquivos" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "arquivos_selado_blob_key_idx" ON "arquivos" USING btree ("selado_blob_key") WHERE "arquivos"."selado_blob_key" is not null;--> statement-breakpoint
CREATE INDEX "users_foto_key_idx" ON "users" USING btree ("foto_key") WHERE "users"."foto_key" is not null;--> statement-breakpoint
CREATE INDEX "campanhas_attachment_blob_idx" ON "campanhas" USING btree (("attachment" ->> 'blobKey')) WHERE ("campanhas"."attachment" ->> 'blobKey') is not null;--> statement-breakpoint
CREATE INDEX "mensagens_media_blob_idx" ON "mensagens" USING btree (("media" ->> 'blobKey')) WHERE ("mensagens"."media" ->> 'blobKey') is not null;