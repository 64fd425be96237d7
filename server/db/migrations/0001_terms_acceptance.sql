CREATE TABLE "termo_aceites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "termo_aceites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"termo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "termo_aceites" ADD CONSTRAINT "termo_aceites_termo_id_termos_id_fk" FOREIGN KEY ("termo_id") REFERENCES "public"."termos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termo_aceites" ADD CONSTRAINT "termo_aceites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "termo_aceites_uq" ON "termo_aceites" USING btree ("termo_id","user_id");