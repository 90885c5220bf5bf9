CREATE INDEX "account_transactions_created_idx" ON "account_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_received_at_idx" ON "goods" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "goods_storage_fee_due_idx" ON "goods" USING btree ("storage_fee_due") WHERE "goods"."storage_fee_due" > 0;--> statement-breakpoint
CREATE INDEX "parcel_tracking_events_status_at_idx" ON "parcel_tracking_events" USING btree ("status_id","at");--> statement-breakpoint
CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_first_response_at_idx" ON "tickets" USING btree ("first_response_at") WHERE "tickets"."first_response_at" is not null;