DROP INDEX "conversations_user_two_idx";--> statement-breakpoint
DROP INDEX "messages_conversation_idx";--> statement-breakpoint
DROP INDEX "messages_unread_idx";--> statement-breakpoint
CREATE INDEX "conversations_user_one_activity_idx" ON "conversations" USING btree ("user_one_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_user_two_activity_idx" ON "conversations" USING btree ("user_two_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id","conversation_id") WHERE "messages"."read_at" is null;