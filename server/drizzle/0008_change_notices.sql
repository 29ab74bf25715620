-- Every server instance keeps in-memory copies of the catalogue (with the shops and
-- the top-up amounts) and of recently seen
-- callers. These triggers tell all instances (LISTEN) when what they copied changes,
-- whichever instance, seed or hand-written statement changed it.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "tags_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "shops_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "topup_slots_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topup_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
-- Quantities change with every sale and are never cached: only the other columns count.
CREATE TRIGGER "stocks_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "stocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "stocks_offer_changed" AFTER UPDATE OF "item_id", "sku", "price_cents", "on_sale" ON "stocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
-- A revoked or deleted token, and a user whose roles change or who is deleted.
CREATE FUNCTION "notify_token_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('callers_changed', 'token:' || OLD.token_hash);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_tokens_changed" AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "access_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_token_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('callers_changed', 'user:' || OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_roles_changed" AFTER UPDATE OF "roles" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
