CREATE TABLE "campanhas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campanhas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"attachment" jsonb,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"instance_name" varchar(100) NOT NULL,
	"instance_token_sealed" text NOT NULL,
	"state" varchar(12) DEFAULT 'connecting' NOT NULL,
	"logged_out" boolean DEFAULT false NOT NULL,
	"status_reason" smallint,
	"profile_name" varchar(200),
	"number" varchar(20),
	"qr_code" text,
	"qr_base64" text,
	"qr_count" integer DEFAULT 0 NOT NULL,
	"qr_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"state_at" timestamp with time zone,
	"limit_minute" integer,
	"limit_hour" integer,
	"limit_day" integer,
	"next_send_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_owner" varchar(64),
	"gateway_failures" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mensagens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mensagens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"campanha_id" integer,
	"direction" varchar(3) NOT NULL,
	"number" varchar(20) NOT NULL,
	"texto" text,
	"media" jsonb,
	"vars" jsonb,
	"status" varchar(10) NOT NULL,
	"error_code" varchar(24),
	"error_detail" text,
	"idempotency_key" varchar(64),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"key_id" varchar(64),
	"resend_of" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campanhas" ADD CONSTRAINT "campanhas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanhas" ADD CONSTRAINT "campanhas_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanhas" ADD CONSTRAINT "campanhas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_campanha_id_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanhas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_resend_of_mensagens_id_fk" FOREIGN KEY ("resend_of") REFERENCES "public"."mensagens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campanhas_empresa_idx" ON "campanhas" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_uuid_uq" ON "devices" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_instance_uq" ON "devices" USING btree ("server_id","instance_name");--> statement-breakpoint
CREATE INDEX "devices_empresa_idx" ON "devices" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mensagens_idempotency_uq" ON "mensagens" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mensagens_key_uq" ON "mensagens" USING btree ("device_id","key_id") WHERE "mensagens"."key_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mensagens_resend_uq" ON "mensagens" USING btree ("resend_of") WHERE "mensagens"."resend_of" is not null;--> statement-breakpoint
CREATE INDEX "mensagens_queue_idx" ON "mensagens" USING btree ("device_id","next_attempt_at","id") WHERE "mensagens"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mensagens_sending_idx" ON "mensagens" USING btree ("claimed_at") WHERE "mensagens"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "mensagens_chat_idx" ON "mensagens" USING btree ("device_id","number","id");--> statement-breakpoint
CREATE INDEX "mensagens_campanha_idx" ON "mensagens" USING btree ("campanha_id","status");--> statement-breakpoint
CREATE INDEX "mensagens_empresa_month_idx" ON "mensagens" USING btree ("empresa_id","created_at");