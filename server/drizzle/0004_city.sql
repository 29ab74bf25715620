CREATE TABLE "areas" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"img" text NOT NULL,
	"url" text,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classified_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"price_cents" integer,
	"contact" text NOT NULL,
	"mobile" text NOT NULL,
	"pics" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classified_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classified_favorites" (
	"user_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classified_favorites_user_id_ad_id_pk" PRIMARY KEY("user_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "event_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"max_enrol" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"shop_id" integer,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jump_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_features" (
	"id" integer PRIMARY KEY NOT NULL,
	"layer" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"geometry" jsonb NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"icon" text NOT NULL,
	"url" text NOT NULL,
	"requires_auth" boolean DEFAULT false NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pics" text[] DEFAULT '{}' NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"zip" text PRIMARY KEY NOT NULL,
	"district_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricelist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"pricelist_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"price_cents" integer NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pricelists" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "pricelists_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "return_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"community" text NOT NULL,
	"home_address" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"mobile" text NOT NULL,
	"id_no" text NOT NULL,
	"job_type" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"train" text DEFAULT '' NOT NULL,
	"bus" text DEFAULT '' NOT NULL,
	"air" text DEFAULT '' NOT NULL,
	"car" text DEFAULT '' NOT NULL,
	"carpooling" text DEFAULT '' NOT NULL,
	"back_date" date,
	"return_date" date,
	"health_code" text NOT NULL,
	"health_state" text NOT NULL,
	"temp" double precision NOT NULL,
	"tested" text NOT NULL,
	"last_test_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"path_prefix" text NOT NULL,
	"title" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"img_url" text NOT NULL,
	CONSTRAINT "share_cards_path_prefix_unique" UNIQUE("path_prefix")
);
--> statement-breakpoint
CREATE TABLE "tour_attractions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"icon" text NOT NULL,
	"img" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pics" text[] DEFAULT '{}' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_path_edges" (
	"id" integer PRIMARY KEY NOT NULL,
	"from_node" integer NOT NULL,
	"to_node" integer NOT NULL,
	"length" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_path_nodes" (
	"id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"banner" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_route_stops" (
	"route_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"place_id" integer NOT NULL,
	"stay_minutes" integer,
	"note" text,
	CONSTRAINT "tour_route_stops_route_id_seq_pk" PRIMARY KEY("route_id","seq")
);
--> statement-breakpoint
CREATE TABLE "tour_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text NOT NULL,
	"distance" integer NOT NULL,
	"duration" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text NOT NULL,
	"pics" text[] DEFAULT '{}' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"open_hours" text DEFAULT '' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classified_ads" ADD CONSTRAINT "classified_ads_category_id_classified_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."classified_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_ads" ADD CONSTRAINT "classified_ads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_favorites" ADD CONSTRAINT "classified_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_favorites" ADD CONSTRAINT "classified_favorites_ad_id_classified_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."classified_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enrolments" ADD CONSTRAINT "event_enrolments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enrolments" ADD CONSTRAINT "event_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_items" ADD CONSTRAINT "poll_items_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_items" ADD CONSTRAINT "poll_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_item_id_poll_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."poll_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_codes" ADD CONSTRAINT "postal_codes_district_code_areas_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."areas"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricelist_items" ADD CONSTRAINT "pricelist_items_pricelist_id_pricelists_id_fk" FOREIGN KEY ("pricelist_id") REFERENCES "public"."pricelists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricelist_items" ADD CONSTRAINT "pricelist_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_registrations" ADD CONSTRAINT "return_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_attractions" ADD CONSTRAINT "tour_attractions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_path_edges" ADD CONSTRAINT "tour_path_edges_from_node_tour_path_nodes_id_fk" FOREIGN KEY ("from_node") REFERENCES "public"."tour_path_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_path_edges" ADD CONSTRAINT "tour_path_edges_to_node_tour_path_nodes_id_fk" FOREIGN KEY ("to_node") REFERENCES "public"."tour_path_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_places" ADD CONSTRAINT "tour_places_site_id_tour_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."tour_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_route_stops" ADD CONSTRAINT "tour_route_stops_route_id_tour_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."tour_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_route_stops" ADD CONSTRAINT "tour_route_stops_place_id_tour_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."tour_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_routes" ADD CONSTRAINT "tour_routes_city_id_tour_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."tour_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_sites" ADD CONSTRAINT "tour_sites_city_id_tour_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."tour_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_level_idx" ON "areas" USING btree ("level","code");--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("group","seq");--> statement-breakpoint
CREATE INDEX "classified_ads_category_idx" ON "classified_ads" USING btree ("category_id","updated_at");--> statement-breakpoint
CREATE INDEX "classified_ads_owner_idx" ON "classified_ads" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "classified_favorites_user_idx" ON "classified_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_enrolments_user_idx" ON "event_enrolments" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "map_features_layer_idx" ON "map_features" USING btree ("layer");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_items_owner_idx" ON "poll_items" USING btree ("poll_id","owner_id");--> statement-breakpoint
CREATE INDEX "poll_items_votes_idx" ON "poll_items" USING btree ("poll_id","votes");--> statement-breakpoint
CREATE INDEX "polls_start_idx" ON "polls" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "pricelist_items_list_idx" ON "pricelist_items" USING btree ("pricelist_id","name");--> statement-breakpoint
CREATE INDEX "return_registrations_user_idx" ON "return_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_attractions_type_idx" ON "tour_attractions" USING btree ("type");--> statement-breakpoint
CREATE INDEX "tour_attractions_creator_idx" ON "tour_attractions" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_path_edges_nodes_idx" ON "tour_path_edges" USING btree ("from_node","to_node");--> statement-breakpoint
CREATE INDEX "tour_places_location_idx" ON "tour_places" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "tour_places_site_idx" ON "tour_places" USING btree ("site_id","seq");--> statement-breakpoint
CREATE INDEX "tour_routes_city_idx" ON "tour_routes" USING btree ("city_id","seq");--> statement-breakpoint
CREATE INDEX "tour_sites_city_idx" ON "tour_sites" USING btree ("city_id","seq");