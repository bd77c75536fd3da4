CREATE TABLE "follow_walks" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"found_ids" uuid[] NOT NULL,
	"walked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_walks" ADD CONSTRAINT "follow_walks_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;