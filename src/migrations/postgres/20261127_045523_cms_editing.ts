import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { publishExistingPostgres } from '../data/drafts'
import { imageToGalleryPostgres } from '../data/gallery'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_art_kind" AS ENUM('powder', 'seeds', 'pods', 'sticks', 'berries', 'rice', 'wheat', 'millet', 'dal', 'legume', 'kernels', 'bulb', 'tuber', 'leafy', 'fruitveg', 'jar', 'pack', 'flakes');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_version_slug" AS ENUM('spices', 'grains', 'pulses', 'oilseeds', 'vegetables', 'processed');
  CREATE TYPE "public"."enum__categories_v_version_icon" AS ENUM('flame', 'wheat', 'bean', 'droplet', 'carrot', 'package');
  CREATE TYPE "public"."enum__categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_category" AS ENUM('Export Growth', 'Market Trends', 'Policy Update', 'Technology', 'Trade Relations', 'Global Markets', 'World Trade', 'Supply Chain', 'Quality Standards', 'Industry News', 'Climate Impact', 'Sustainability', 'Innovation');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_quality_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__quality_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__quality_page_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TYPE "public"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'zh', 'ja', 'ar', 'ru');
  CREATE TABLE "products_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"main" boolean DEFAULT false
  );
  
  CREATE TABLE "products_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"main" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_specifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_varieties_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_varieties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_quality_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"parameter" varchar,
  	"specification" varchar,
  	"method" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_variety" varchar,
  	"version_position" numeric DEFAULT 0,
  	"version_description" jsonb,
  	"version_image_id" integer,
  	"version_origin" varchar,
  	"version_grade" varchar,
  	"version_moisture" varchar,
  	"version_hs_code" varchar,
  	"version_moq" varchar,
  	"version_lead_time" varchar,
  	"version_port" varchar,
  	"version_price" varchar,
  	"version_art_kind" "enum__products_v_version_art_kind" DEFAULT 'seeds',
  	"version_art_main" varchar DEFAULT '#b45309',
  	"version_art_accent" varchar DEFAULT '#78350f',
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__categories_v_version_slug",
  	"version_display_count" varchar,
  	"version_icon" "enum__categories_v_version_icon" DEFAULT 'package',
  	"version_banner_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__categories_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_categories_v_locales" (
  	"version_name" varchar,
  	"version_description" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_categories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_news_id" varchar,
  	"version_category" "enum__news_v_version_category",
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_days_ago" numeric,
  	"version_builtin" boolean DEFAULT false,
  	"version_source" varchar,
  	"version_source_url" varchar,
  	"version_article_url" varchar,
  	"version_stock_image" numeric DEFAULT 1,
  	"version_full_content" varchar,
  	"version_is_rewritten" boolean DEFAULT false,
  	"version_original_source" varchar,
  	"version_rewrite_timestamp" timestamp(3) with time zone,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"categories_id" integer,
  	"posts_id" integer,
  	"pages_id" integer,
  	"news_id" integer
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_hero_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_tabs_quality_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_tabs_quality_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_tabs_logistics_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_tabs_logistics_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_tabs_logistics_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_tabs_logistics_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_tabs_partnerships_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_tabs_partnerships_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_tabs_partnerships_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_tabs_partnerships_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_global_reach_regions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"flag" varchar,
  	"countries" numeric,
  	"volume_mt" numeric,
  	"growth_percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_global_reach_regions_locales" (
  	"name" varchar,
  	"markets" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_standards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_standards_items_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_pictures_hero_id" integer,
  	"version_meta_image_id" integer,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_hero_trust_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_title_highlight" varchar,
  	"version_hero_title_end" varchar,
  	"version_hero_subtitle" varchar,
  	"version_categories_title" varchar,
  	"version_categories_subtitle" varchar,
  	"version_tabs_quality_label" varchar,
  	"version_tabs_quality_title" varchar,
  	"version_tabs_quality_text" jsonb,
  	"version_tabs_logistics_label" varchar,
  	"version_tabs_logistics_title" varchar,
  	"version_tabs_logistics_text" jsonb,
  	"version_tabs_partnerships_label" varchar,
  	"version_tabs_partnerships_title" varchar,
  	"version_tabs_partnerships_text" jsonb,
  	"version_global_reach_title" varchar,
  	"version_global_reach_subtitle" varchar,
  	"version_standards_title" varchar,
  	"version_standards_subtitle" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_hero_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_values_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_timeline_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_leaders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_leaders_locales" (
  	"position" varchar,
  	"experience" varchar,
  	"specialization" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_facilities_certifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_facilities_certifications_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_facilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_facilities_locales" (
  	"name" varchar,
  	"location" varchar,
  	"area" varchar,
  	"capacity" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_pictures_hero_id" integer,
  	"version_pictures_team_id" integer,
  	"version_pictures_plant_id" integer,
  	"version_meta_image_id" integer,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_story_title" varchar,
  	"version_story_text" jsonb,
  	"version_mission_title" varchar,
  	"version_mission_text" varchar,
  	"version_vision_title" varchar,
  	"version_vision_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v_version_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quality_page_v_version_hero_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v_version_promise_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quality_page_v_version_promise_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v_version_process_checks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quality_page_v_version_process_checks_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v_version_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quality_page_v_version_process_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v_version_testing_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quality_page_v_version_testing_parameters_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v_version_testing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quality_page_v_version_testing_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v_version_lab_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quality_page_v_version_lab_equipment_locales" (
  	"name" varchar,
  	"purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v_version_compliance_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quality_page_v_version_compliance_items_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_quality_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_pictures_hero_id" integer,
  	"version_pictures_lab_id" integer,
  	"version_pictures_packing_id" integer,
  	"version_meta_image_id" integer,
  	"version__status" "enum__quality_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__quality_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_quality_page_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_promise_title" varchar,
  	"version_promise_text" jsonb,
  	"version_lab_capacity" varchar,
  	"version_lab_routine_turnaround" varchar,
  	"version_lab_specialized_turnaround" varchar,
  	"version_lab_accreditation" varchar,
  	"version_compliance_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v_version_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v_version_hero_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v_version_services_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v_version_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v_version_locations_locales" (
  	"name" varchar,
  	"address" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v_version_faq_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_pictures_hero_id" integer,
  	"version_quick_contact_export_phone" varchar,
  	"version_quick_contact_info_email" varchar,
  	"version_quick_contact_whatsapp_display" varchar,
  	"version_quick_contact_show_measured_response" boolean DEFAULT false,
  	"version_quick_contact_minimum_answered" numeric DEFAULT 20,
  	"version_meta_image_id" integer,
  	"version__status" "enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__contact_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_contact_page_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_quick_contact_response_time" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "categories" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "display_count" DROP NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "categories_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "categories_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "products_specifications" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "products_specifications" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "products_varieties_attributes" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "products_varieties_attributes" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "products_varieties" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products_quality_parameters" ALTER COLUMN "parameter" DROP NOT NULL;
  ALTER TABLE "products_quality_parameters" ALTER COLUMN "specification" DROP NOT NULL;
  ALTER TABLE "products_quality_parameters" ALTER COLUMN "method" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "news_id" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "source" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "source_url" DROP NOT NULL;
  ALTER TABLE "home_page_hero_benefits_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page_hero_stats_locales" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "home_page_hero_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "home_page_tabs_quality_points_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page_tabs_logistics_points_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page_tabs_logistics_stats_locales" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "home_page_tabs_logistics_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "home_page_tabs_partnerships_points_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page_tabs_partnerships_stats_locales" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "home_page_tabs_partnerships_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "home_page_global_reach_regions" ALTER COLUMN "flag" DROP NOT NULL;
  ALTER TABLE "home_page_global_reach_regions" ALTER COLUMN "countries" DROP NOT NULL;
  ALTER TABLE "home_page_global_reach_regions" ALTER COLUMN "volume_mt" DROP NOT NULL;
  ALTER TABLE "home_page_global_reach_regions" ALTER COLUMN "growth_percent" DROP NOT NULL;
  ALTER TABLE "home_page_global_reach_regions_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "home_page_standards_items_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "home_page_standards_items_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_trust_badge" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_title_highlight" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_title_end" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "categories_title" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "categories_subtitle" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_quality_label" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_quality_title" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_quality_text" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_logistics_label" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_logistics_title" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_logistics_text" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_partnerships_label" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_partnerships_title" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_partnerships_text" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "global_reach_title" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "global_reach_subtitle" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "standards_title" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "standards_subtitle" DROP NOT NULL;
  ALTER TABLE "about_page_hero_badges_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "about_page_stats_locales" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "about_page_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "about_page_values_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_values_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "about_page_timeline" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "about_page_timeline_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_timeline_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "about_page_leaders" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "about_page_leaders_locales" ALTER COLUMN "position" DROP NOT NULL;
  ALTER TABLE "about_page_leaders_locales" ALTER COLUMN "experience" DROP NOT NULL;
  ALTER TABLE "about_page_leaders_locales" ALTER COLUMN "specialization" DROP NOT NULL;
  ALTER TABLE "about_page_facilities_certifications_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "about_page_facilities_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "about_page_facilities_locales" ALTER COLUMN "location" DROP NOT NULL;
  ALTER TABLE "about_page_facilities_locales" ALTER COLUMN "area" DROP NOT NULL;
  ALTER TABLE "about_page_facilities_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "story_title" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "story_text" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "mission_title" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "mission_text" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "vision_title" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "vision_text" DROP NOT NULL;
  ALTER TABLE "quality_page_hero_badges_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "quality_page_promise_stats_locales" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "quality_page_promise_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "quality_page_process_checks_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "quality_page_process_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "quality_page_process_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "quality_page_testing_parameters_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "quality_page_testing_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "quality_page_lab_equipment_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "quality_page_lab_equipment_locales" ALTER COLUMN "purpose" DROP NOT NULL;
  ALTER TABLE "quality_page_compliance_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "quality_page_compliance_items_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "promise_title" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "promise_text" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "lab_capacity" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "lab_routine_turnaround" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "lab_specialized_turnaround" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "lab_accreditation" DROP NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "compliance_title" DROP NOT NULL;
  ALTER TABLE "contact_page_hero_badges_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "contact_page_services_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "contact_page_locations" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "contact_page_locations" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "contact_page_locations" ALTER COLUMN "latitude" DROP NOT NULL;
  ALTER TABLE "contact_page_locations" ALTER COLUMN "longitude" DROP NOT NULL;
  ALTER TABLE "contact_page_locations_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "contact_page_locations_locales" ALTER COLUMN "address" DROP NOT NULL;
  ALTER TABLE "contact_page_locations_locales" ALTER COLUMN "hours" DROP NOT NULL;
  ALTER TABLE "contact_page_faq_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "contact_page_faq_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "contact_page" ALTER COLUMN "quick_contact_export_phone" DROP NOT NULL;
  ALTER TABLE "contact_page" ALTER COLUMN "quick_contact_info_email" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "quick_contact_response_time" DROP NOT NULL;
  ALTER TABLE "media" ADD COLUMN "sizes_thumb_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumb_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumb_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumb_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumb_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumb_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_filename" varchar;
  ALTER TABLE "categories" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "categories" ADD COLUMN "_status" "enum_categories_status" DEFAULT 'draft';
  ALTER TABLE "categories_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "categories_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "products" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "pages_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "news" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "pictures_hero_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "home_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "home_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "about_page" ADD COLUMN "pictures_hero_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "pictures_team_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "pictures_plant_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "_status" "enum_about_page_status" DEFAULT 'draft';
  ALTER TABLE "about_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "about_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "quality_page" ADD COLUMN "pictures_hero_id" integer;
  ALTER TABLE "quality_page" ADD COLUMN "pictures_lab_id" integer;
  ALTER TABLE "quality_page" ADD COLUMN "pictures_packing_id" integer;
  ALTER TABLE "quality_page" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "quality_page" ADD COLUMN "_status" "enum_quality_page_status" DEFAULT 'draft';
  ALTER TABLE "quality_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "quality_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "contact_page" ADD COLUMN "pictures_hero_id" integer;
  ALTER TABLE "contact_page" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "contact_page" ADD COLUMN "_status" "enum_contact_page_status" DEFAULT 'draft';
  ALTER TABLE "contact_page_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "contact_page_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_gallery" ADD CONSTRAINT "_products_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_gallery" ADD CONSTRAINT "_products_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specifications" ADD CONSTRAINT "_products_v_version_specifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_varieties_attributes" ADD CONSTRAINT "_products_v_version_varieties_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_varieties" ADD CONSTRAINT "_products_v_version_varieties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_quality_parameters" ADD CONSTRAINT "_products_v_version_quality_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_texts" ADD CONSTRAINT "_products_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v_locales" ADD CONSTRAINT "_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_rels" ADD CONSTRAINT "_categories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_categories_v_rels" ADD CONSTRAINT "_categories_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_benefits" ADD CONSTRAINT "_home_page_v_version_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_benefits_locales" ADD CONSTRAINT "_home_page_v_version_hero_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_hero_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_stats" ADD CONSTRAINT "_home_page_v_version_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_stats_locales" ADD CONSTRAINT "_home_page_v_version_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_quality_points" ADD CONSTRAINT "_home_page_v_version_tabs_quality_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_quality_points_locales" ADD CONSTRAINT "_home_page_v_version_tabs_quality_points_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_tabs_quality_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_logistics_points" ADD CONSTRAINT "_home_page_v_version_tabs_logistics_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_logistics_points_locales" ADD CONSTRAINT "_home_page_v_version_tabs_logistics_points_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_tabs_logistics_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_logistics_stats" ADD CONSTRAINT "_home_page_v_version_tabs_logistics_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_logistics_stats_locales" ADD CONSTRAINT "_home_page_v_version_tabs_logistics_stats_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_tabs_logistics_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_partnerships_points" ADD CONSTRAINT "_home_page_v_version_tabs_partnerships_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_partnerships_points_locales" ADD CONSTRAINT "_home_page_v_version_tabs_partnerships_points_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_tabs_partnerships_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_partnerships_stats" ADD CONSTRAINT "_home_page_v_version_tabs_partnerships_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tabs_partnerships_stats_locales" ADD CONSTRAINT "_home_page_v_version_tabs_partnerships_stats_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_tabs_partnerships_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_global_reach_regions" ADD CONSTRAINT "_home_page_v_version_global_reach_regions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_global_reach_regions_locales" ADD CONSTRAINT "_home_page_v_version_global_reach_regions_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_global_reach_regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_standards_items" ADD CONSTRAINT "_home_page_v_version_standards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_standards_items_locales" ADD CONSTRAINT "_home_page_v_version_standards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_standards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_pictures_hero_id_media_id_fk" FOREIGN KEY ("version_pictures_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_hero_badges" ADD CONSTRAINT "_about_page_v_version_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_hero_badges_locales" ADD CONSTRAINT "_about_page_v_version_hero_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_hero_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_stats" ADD CONSTRAINT "_about_page_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_stats_locales" ADD CONSTRAINT "_about_page_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values" ADD CONSTRAINT "_about_page_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values_locales" ADD CONSTRAINT "_about_page_v_version_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_timeline" ADD CONSTRAINT "_about_page_v_version_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_timeline_locales" ADD CONSTRAINT "_about_page_v_version_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_leaders" ADD CONSTRAINT "_about_page_v_version_leaders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_leaders_locales" ADD CONSTRAINT "_about_page_v_version_leaders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_facilities_certifications" ADD CONSTRAINT "_about_page_v_version_facilities_certifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_facilities_certifications_locales" ADD CONSTRAINT "_about_page_v_version_facilities_certifications_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_facilities_certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_facilities" ADD CONSTRAINT "_about_page_v_version_facilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_facilities_locales" ADD CONSTRAINT "_about_page_v_version_facilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_pictures_hero_id_media_id_fk" FOREIGN KEY ("version_pictures_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_pictures_team_id_media_id_fk" FOREIGN KEY ("version_pictures_team_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_pictures_plant_id_media_id_fk" FOREIGN KEY ("version_pictures_plant_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_hero_badges" ADD CONSTRAINT "_quality_page_v_version_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_hero_badges_locales" ADD CONSTRAINT "_quality_page_v_version_hero_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_hero_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_promise_stats" ADD CONSTRAINT "_quality_page_v_version_promise_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_promise_stats_locales" ADD CONSTRAINT "_quality_page_v_version_promise_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_promise_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_process_checks" ADD CONSTRAINT "_quality_page_v_version_process_checks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_process_checks_locales" ADD CONSTRAINT "_quality_page_v_version_process_checks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_process_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_process" ADD CONSTRAINT "_quality_page_v_version_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_process_locales" ADD CONSTRAINT "_quality_page_v_version_process_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_testing_parameters" ADD CONSTRAINT "_quality_page_v_version_testing_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_testing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_testing_parameters_locales" ADD CONSTRAINT "_quality_page_v_version_testing_parameters_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_testing_parameters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_testing" ADD CONSTRAINT "_quality_page_v_version_testing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_testing_locales" ADD CONSTRAINT "_quality_page_v_version_testing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_testing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_lab_equipment" ADD CONSTRAINT "_quality_page_v_version_lab_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_lab_equipment_locales" ADD CONSTRAINT "_quality_page_v_version_lab_equipment_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_lab_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_compliance_items" ADD CONSTRAINT "_quality_page_v_version_compliance_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v_version_compliance_items_locales" ADD CONSTRAINT "_quality_page_v_version_compliance_items_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v_version_compliance_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quality_page_v" ADD CONSTRAINT "_quality_page_v_version_pictures_hero_id_media_id_fk" FOREIGN KEY ("version_pictures_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quality_page_v" ADD CONSTRAINT "_quality_page_v_version_pictures_lab_id_media_id_fk" FOREIGN KEY ("version_pictures_lab_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quality_page_v" ADD CONSTRAINT "_quality_page_v_version_pictures_packing_id_media_id_fk" FOREIGN KEY ("version_pictures_packing_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quality_page_v" ADD CONSTRAINT "_quality_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quality_page_v_locales" ADD CONSTRAINT "_quality_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quality_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_hero_badges" ADD CONSTRAINT "_contact_page_v_version_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_hero_badges_locales" ADD CONSTRAINT "_contact_page_v_version_hero_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v_version_hero_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_services" ADD CONSTRAINT "_contact_page_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_services_locales" ADD CONSTRAINT "_contact_page_v_version_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_locations" ADD CONSTRAINT "_contact_page_v_version_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_locations_locales" ADD CONSTRAINT "_contact_page_v_version_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v_version_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_faq" ADD CONSTRAINT "_contact_page_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_faq_locales" ADD CONSTRAINT "_contact_page_v_version_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v_version_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v" ADD CONSTRAINT "_contact_page_v_version_pictures_hero_id_media_id_fk" FOREIGN KEY ("version_pictures_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_page_v" ADD CONSTRAINT "_contact_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_gallery_order_idx" ON "products_gallery" USING btree ("_order");
  CREATE INDEX "products_gallery_parent_id_idx" ON "products_gallery" USING btree ("_parent_id");
  CREATE INDEX "products_gallery_image_idx" ON "products_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_gallery_order_idx" ON "_products_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_products_v_version_gallery_parent_id_idx" ON "_products_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_gallery_image_idx" ON "_products_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_products_v_version_specifications_order_idx" ON "_products_v_version_specifications" USING btree ("_order");
  CREATE INDEX "_products_v_version_specifications_parent_id_idx" ON "_products_v_version_specifications" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_varieties_attributes_order_idx" ON "_products_v_version_varieties_attributes" USING btree ("_order");
  CREATE INDEX "_products_v_version_varieties_attributes_parent_id_idx" ON "_products_v_version_varieties_attributes" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_varieties_order_idx" ON "_products_v_version_varieties" USING btree ("_order");
  CREATE INDEX "_products_v_version_varieties_parent_id_idx" ON "_products_v_version_varieties" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_quality_parameters_order_idx" ON "_products_v_version_quality_parameters" USING btree ("_order");
  CREATE INDEX "_products_v_version_quality_parameters_parent_id_idx" ON "_products_v_version_quality_parameters" USING btree ("_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_name_idx" ON "_products_v" USING btree ("version_name");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_position_idx" ON "_products_v" USING btree ("version_position");
  CREATE INDEX "_products_v_version_version_image_idx" ON "_products_v" USING btree ("version_image_id");
  CREATE INDEX "_products_v_version_version_hs_code_idx" ON "_products_v" USING btree ("version_hs_code");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_texts_order_parent" ON "_products_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_categories_v_parent_idx" ON "_categories_v" USING btree ("parent_id");
  CREATE INDEX "_categories_v_version_version_slug_idx" ON "_categories_v" USING btree ("version_slug");
  CREATE INDEX "_categories_v_version_version_banner_idx" ON "_categories_v" USING btree ("version_banner_id");
  CREATE INDEX "_categories_v_version_version_order_idx" ON "_categories_v" USING btree ("version_order");
  CREATE INDEX "_categories_v_version_meta_version_meta_image_idx" ON "_categories_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_categories_v_version_version_updated_at_idx" ON "_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_categories_v_version_version_created_at_idx" ON "_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_categories_v_version_version__status_idx" ON "_categories_v" USING btree ("version__status");
  CREATE INDEX "_categories_v_created_at_idx" ON "_categories_v" USING btree ("created_at");
  CREATE INDEX "_categories_v_updated_at_idx" ON "_categories_v" USING btree ("updated_at");
  CREATE INDEX "_categories_v_snapshot_idx" ON "_categories_v" USING btree ("snapshot");
  CREATE INDEX "_categories_v_published_locale_idx" ON "_categories_v" USING btree ("published_locale");
  CREATE INDEX "_categories_v_latest_idx" ON "_categories_v" USING btree ("latest");
  CREATE INDEX "_categories_v_autosave_idx" ON "_categories_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_categories_v_locales_locale_parent_id_unique" ON "_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_categories_v_rels_order_idx" ON "_categories_v_rels" USING btree ("order");
  CREATE INDEX "_categories_v_rels_parent_idx" ON "_categories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_categories_v_rels_path_idx" ON "_categories_v_rels" USING btree ("path");
  CREATE INDEX "_categories_v_rels_products_id_idx" ON "_categories_v_rels" USING btree ("products_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_news_id_idx" ON "_news_v" USING btree ("version_news_id");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category");
  CREATE INDEX "_news_v_version_version_title_idx" ON "_news_v" USING btree ("version_title");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_builtin_idx" ON "_news_v" USING btree ("version_builtin");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_products_id_idx" ON "redirects_rels" USING btree ("products_id");
  CREATE INDEX "redirects_rels_categories_id_idx" ON "redirects_rels" USING btree ("categories_id");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "_home_page_v_version_hero_benefits_order_idx" ON "_home_page_v_version_hero_benefits" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_benefits_parent_id_idx" ON "_home_page_v_version_hero_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_hero_benefits_locales_locale_parent_id_" ON "_home_page_v_version_hero_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_hero_stats_order_idx" ON "_home_page_v_version_hero_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_stats_parent_id_idx" ON "_home_page_v_version_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_hero_stats_locales_locale_parent_id_uni" ON "_home_page_v_version_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_tabs_quality_points_order_idx" ON "_home_page_v_version_tabs_quality_points" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_tabs_quality_points_parent_id_idx" ON "_home_page_v_version_tabs_quality_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_tabs_quality_points_locales_locale_pare" ON "_home_page_v_version_tabs_quality_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_tabs_logistics_points_order_idx" ON "_home_page_v_version_tabs_logistics_points" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_tabs_logistics_points_parent_id_idx" ON "_home_page_v_version_tabs_logistics_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_tabs_logistics_points_locales_locale_pa" ON "_home_page_v_version_tabs_logistics_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_tabs_logistics_stats_order_idx" ON "_home_page_v_version_tabs_logistics_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_tabs_logistics_stats_parent_id_idx" ON "_home_page_v_version_tabs_logistics_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_tabs_logistics_stats_locales_locale_par" ON "_home_page_v_version_tabs_logistics_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_tabs_partnerships_points_order_idx" ON "_home_page_v_version_tabs_partnerships_points" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_tabs_partnerships_points_parent_id_idx" ON "_home_page_v_version_tabs_partnerships_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_tabs_partnerships_points_locales_locale" ON "_home_page_v_version_tabs_partnerships_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_tabs_partnerships_stats_order_idx" ON "_home_page_v_version_tabs_partnerships_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_tabs_partnerships_stats_parent_id_idx" ON "_home_page_v_version_tabs_partnerships_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_tabs_partnerships_stats_locales_locale_" ON "_home_page_v_version_tabs_partnerships_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_global_reach_regions_order_idx" ON "_home_page_v_version_global_reach_regions" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_global_reach_regions_parent_id_idx" ON "_home_page_v_version_global_reach_regions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_global_reach_regions_locales_locale_par" ON "_home_page_v_version_global_reach_regions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_standards_items_order_idx" ON "_home_page_v_version_standards_items" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_standards_items_parent_id_idx" ON "_home_page_v_version_standards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_standards_items_locales_locale_parent_i" ON "_home_page_v_version_standards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_pictures_version_pictures_hero_idx" ON "_home_page_v" USING btree ("version_pictures_hero_id");
  CREATE INDEX "_home_page_v_version_meta_version_meta_image_idx" ON "_home_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_hero_badges_order_idx" ON "_about_page_v_version_hero_badges" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_hero_badges_parent_id_idx" ON "_about_page_v_version_hero_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_hero_badges_locales_locale_parent_id_u" ON "_about_page_v_version_hero_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_stats_order_idx" ON "_about_page_v_version_stats" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_stats_parent_id_idx" ON "_about_page_v_version_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_stats_locales_locale_parent_id_unique" ON "_about_page_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_values_order_idx" ON "_about_page_v_version_values" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_parent_id_idx" ON "_about_page_v_version_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_values_locales_locale_parent_id_unique" ON "_about_page_v_version_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_timeline_order_idx" ON "_about_page_v_version_timeline" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_timeline_parent_id_idx" ON "_about_page_v_version_timeline" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_timeline_locales_locale_parent_id_uniq" ON "_about_page_v_version_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_leaders_order_idx" ON "_about_page_v_version_leaders" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_leaders_parent_id_idx" ON "_about_page_v_version_leaders" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_leaders_locales_locale_parent_id_uniqu" ON "_about_page_v_version_leaders_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_facilities_certifications_order_idx" ON "_about_page_v_version_facilities_certifications" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_facilities_certifications_parent_id_idx" ON "_about_page_v_version_facilities_certifications" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_facilities_certifications_locales_loca" ON "_about_page_v_version_facilities_certifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_facilities_order_idx" ON "_about_page_v_version_facilities" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_facilities_parent_id_idx" ON "_about_page_v_version_facilities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_facilities_locales_locale_parent_id_un" ON "_about_page_v_version_facilities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_pictures_version_pictures_hero_idx" ON "_about_page_v" USING btree ("version_pictures_hero_id");
  CREATE INDEX "_about_page_v_version_pictures_version_pictures_team_idx" ON "_about_page_v" USING btree ("version_pictures_team_id");
  CREATE INDEX "_about_page_v_version_pictures_version_pictures_plant_idx" ON "_about_page_v" USING btree ("version_pictures_plant_id");
  CREATE INDEX "_about_page_v_version_meta_version_meta_image_idx" ON "_about_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "_about_page_v_autosave_idx" ON "_about_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_hero_badges_order_idx" ON "_quality_page_v_version_hero_badges" USING btree ("_order");
  CREATE INDEX "_quality_page_v_version_hero_badges_parent_id_idx" ON "_quality_page_v_version_hero_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quality_page_v_version_hero_badges_locales_locale_parent_id" ON "_quality_page_v_version_hero_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_promise_stats_order_idx" ON "_quality_page_v_version_promise_stats" USING btree ("_order");
  CREATE INDEX "_quality_page_v_version_promise_stats_parent_id_idx" ON "_quality_page_v_version_promise_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quality_page_v_version_promise_stats_locales_locale_parent_" ON "_quality_page_v_version_promise_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_process_checks_order_idx" ON "_quality_page_v_version_process_checks" USING btree ("_order");
  CREATE INDEX "_quality_page_v_version_process_checks_parent_id_idx" ON "_quality_page_v_version_process_checks" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quality_page_v_version_process_checks_locales_locale_parent" ON "_quality_page_v_version_process_checks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_process_order_idx" ON "_quality_page_v_version_process" USING btree ("_order");
  CREATE INDEX "_quality_page_v_version_process_parent_id_idx" ON "_quality_page_v_version_process" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quality_page_v_version_process_locales_locale_parent_id_uni" ON "_quality_page_v_version_process_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_testing_parameters_order_idx" ON "_quality_page_v_version_testing_parameters" USING btree ("_order");
  CREATE INDEX "_quality_page_v_version_testing_parameters_parent_id_idx" ON "_quality_page_v_version_testing_parameters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quality_page_v_version_testing_parameters_locales_locale_pa" ON "_quality_page_v_version_testing_parameters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_testing_order_idx" ON "_quality_page_v_version_testing" USING btree ("_order");
  CREATE INDEX "_quality_page_v_version_testing_parent_id_idx" ON "_quality_page_v_version_testing" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quality_page_v_version_testing_locales_locale_parent_id_uni" ON "_quality_page_v_version_testing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_lab_equipment_order_idx" ON "_quality_page_v_version_lab_equipment" USING btree ("_order");
  CREATE INDEX "_quality_page_v_version_lab_equipment_parent_id_idx" ON "_quality_page_v_version_lab_equipment" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quality_page_v_version_lab_equipment_locales_locale_parent_" ON "_quality_page_v_version_lab_equipment_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_compliance_items_order_idx" ON "_quality_page_v_version_compliance_items" USING btree ("_order");
  CREATE INDEX "_quality_page_v_version_compliance_items_parent_id_idx" ON "_quality_page_v_version_compliance_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_quality_page_v_version_compliance_items_locales_locale_pare" ON "_quality_page_v_version_compliance_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_quality_page_v_version_pictures_version_pictures_hero_idx" ON "_quality_page_v" USING btree ("version_pictures_hero_id");
  CREATE INDEX "_quality_page_v_version_pictures_version_pictures_lab_idx" ON "_quality_page_v" USING btree ("version_pictures_lab_id");
  CREATE INDEX "_quality_page_v_version_pictures_version_pictures_packin_idx" ON "_quality_page_v" USING btree ("version_pictures_packing_id");
  CREATE INDEX "_quality_page_v_version_meta_version_meta_image_idx" ON "_quality_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_quality_page_v_version_version__status_idx" ON "_quality_page_v" USING btree ("version__status");
  CREATE INDEX "_quality_page_v_created_at_idx" ON "_quality_page_v" USING btree ("created_at");
  CREATE INDEX "_quality_page_v_updated_at_idx" ON "_quality_page_v" USING btree ("updated_at");
  CREATE INDEX "_quality_page_v_snapshot_idx" ON "_quality_page_v" USING btree ("snapshot");
  CREATE INDEX "_quality_page_v_published_locale_idx" ON "_quality_page_v" USING btree ("published_locale");
  CREATE INDEX "_quality_page_v_latest_idx" ON "_quality_page_v" USING btree ("latest");
  CREATE INDEX "_quality_page_v_autosave_idx" ON "_quality_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_quality_page_v_locales_locale_parent_id_unique" ON "_quality_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_hero_badges_order_idx" ON "_contact_page_v_version_hero_badges" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_hero_badges_parent_id_idx" ON "_contact_page_v_version_hero_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_page_v_version_hero_badges_locales_locale_parent_id" ON "_contact_page_v_version_hero_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_services_order_idx" ON "_contact_page_v_version_services" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_services_parent_id_idx" ON "_contact_page_v_version_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_page_v_version_services_locales_locale_parent_id_un" ON "_contact_page_v_version_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_locations_order_idx" ON "_contact_page_v_version_locations" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_locations_parent_id_idx" ON "_contact_page_v_version_locations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_page_v_version_locations_locales_locale_parent_id_u" ON "_contact_page_v_version_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_faq_order_idx" ON "_contact_page_v_version_faq" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_faq_parent_id_idx" ON "_contact_page_v_version_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_page_v_version_faq_locales_locale_parent_id_unique" ON "_contact_page_v_version_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_pictures_version_pictures_hero_idx" ON "_contact_page_v" USING btree ("version_pictures_hero_id");
  CREATE INDEX "_contact_page_v_version_meta_version_meta_image_idx" ON "_contact_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_snapshot_idx" ON "_contact_page_v" USING btree ("snapshot");
  CREATE INDEX "_contact_page_v_published_locale_idx" ON "_contact_page_v" USING btree ("published_locale");
  CREATE INDEX "_contact_page_v_latest_idx" ON "_contact_page_v" USING btree ("latest");
  CREATE INDEX "_contact_page_v_autosave_idx" ON "_contact_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_contact_page_v_locales_locale_parent_id_unique" ON "_contact_page_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "categories" ADD CONSTRAINT "categories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_pictures_hero_id_media_id_fk" FOREIGN KEY ("pictures_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_pictures_hero_id_media_id_fk" FOREIGN KEY ("pictures_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_pictures_team_id_media_id_fk" FOREIGN KEY ("pictures_team_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_pictures_plant_id_media_id_fk" FOREIGN KEY ("pictures_plant_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quality_page" ADD CONSTRAINT "quality_page_pictures_hero_id_media_id_fk" FOREIGN KEY ("pictures_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quality_page" ADD CONSTRAINT "quality_page_pictures_lab_id_media_id_fk" FOREIGN KEY ("pictures_lab_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quality_page" ADD CONSTRAINT "quality_page_pictures_packing_id_media_id_fk" FOREIGN KEY ("pictures_packing_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quality_page" ADD CONSTRAINT "quality_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_pictures_hero_id_media_id_fk" FOREIGN KEY ("pictures_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "categories_meta_meta_image_idx" ON "categories" USING btree ("meta_image_id");
  CREATE INDEX "categories__status_idx" ON "categories" USING btree ("_status");
  CREATE INDEX "products_meta_meta_image_idx" ON "products" USING btree ("meta_image_id");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "news_meta_meta_image_idx" ON "news" USING btree ("meta_image_id");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "home_page_pictures_pictures_hero_idx" ON "home_page" USING btree ("pictures_hero_id");
  CREATE INDEX "home_page_meta_meta_image_idx" ON "home_page" USING btree ("meta_image_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "about_page_pictures_pictures_hero_idx" ON "about_page" USING btree ("pictures_hero_id");
  CREATE INDEX "about_page_pictures_pictures_team_idx" ON "about_page" USING btree ("pictures_team_id");
  CREATE INDEX "about_page_pictures_pictures_plant_idx" ON "about_page" USING btree ("pictures_plant_id");
  CREATE INDEX "about_page_meta_meta_image_idx" ON "about_page" USING btree ("meta_image_id");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "quality_page_pictures_pictures_hero_idx" ON "quality_page" USING btree ("pictures_hero_id");
  CREATE INDEX "quality_page_pictures_pictures_lab_idx" ON "quality_page" USING btree ("pictures_lab_id");
  CREATE INDEX "quality_page_pictures_pictures_packing_idx" ON "quality_page" USING btree ("pictures_packing_id");
  CREATE INDEX "quality_page_meta_meta_image_idx" ON "quality_page" USING btree ("meta_image_id");
  CREATE INDEX "quality_page__status_idx" ON "quality_page" USING btree ("_status");
  CREATE INDEX "contact_page_pictures_pictures_hero_idx" ON "contact_page" USING btree ("pictures_hero_id");
  CREATE INDEX "contact_page_meta_meta_image_idx" ON "contact_page" USING btree ("meta_image_id");
  CREATE INDEX "contact_page__status_idx" ON "contact_page" USING btree ("_status");`)
  // Each product's picture becomes the first, main picture of its gallery (src/migrations/data/gallery.ts).
  await imageToGalleryPostgres(db)
  // Existing content stays published, with a first version each (src/migrations/data/drafts.ts).
  await publishExistingPostgres({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_specifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_varieties_attributes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_varieties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_quality_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_categories_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_hero_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_hero_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_hero_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_hero_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_quality_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_quality_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_logistics_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_logistics_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_logistics_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_logistics_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_partnerships_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_partnerships_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_partnerships_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tabs_partnerships_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_global_reach_regions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_global_reach_regions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_standards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_standards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_hero_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_hero_badges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_leaders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_leaders_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_facilities_certifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_facilities_certifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_facilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_facilities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_hero_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_hero_badges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_promise_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_promise_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_process_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_process_checks_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_process" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_process_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_testing_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_testing_parameters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_testing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_testing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_lab_equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_lab_equipment_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_compliance_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_version_compliance_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quality_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_hero_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_hero_badges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_gallery" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "_products_v_version_gallery" CASCADE;
  DROP TABLE "_products_v_version_specifications" CASCADE;
  DROP TABLE "_products_v_version_varieties_attributes" CASCADE;
  DROP TABLE "_products_v_version_varieties" CASCADE;
  DROP TABLE "_products_v_version_quality_parameters" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_texts" CASCADE;
  DROP TABLE "_categories_v" CASCADE;
  DROP TABLE "_categories_v_locales" CASCADE;
  DROP TABLE "_categories_v_rels" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "_home_page_v_version_hero_benefits" CASCADE;
  DROP TABLE "_home_page_v_version_hero_benefits_locales" CASCADE;
  DROP TABLE "_home_page_v_version_hero_stats" CASCADE;
  DROP TABLE "_home_page_v_version_hero_stats_locales" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_quality_points" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_quality_points_locales" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_logistics_points" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_logistics_points_locales" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_logistics_stats" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_logistics_stats_locales" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_partnerships_points" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_partnerships_points_locales" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_partnerships_stats" CASCADE;
  DROP TABLE "_home_page_v_version_tabs_partnerships_stats_locales" CASCADE;
  DROP TABLE "_home_page_v_version_global_reach_regions" CASCADE;
  DROP TABLE "_home_page_v_version_global_reach_regions_locales" CASCADE;
  DROP TABLE "_home_page_v_version_standards_items" CASCADE;
  DROP TABLE "_home_page_v_version_standards_items_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "_about_page_v_version_hero_badges" CASCADE;
  DROP TABLE "_about_page_v_version_hero_badges_locales" CASCADE;
  DROP TABLE "_about_page_v_version_stats" CASCADE;
  DROP TABLE "_about_page_v_version_stats_locales" CASCADE;
  DROP TABLE "_about_page_v_version_values" CASCADE;
  DROP TABLE "_about_page_v_version_values_locales" CASCADE;
  DROP TABLE "_about_page_v_version_timeline" CASCADE;
  DROP TABLE "_about_page_v_version_timeline_locales" CASCADE;
  DROP TABLE "_about_page_v_version_leaders" CASCADE;
  DROP TABLE "_about_page_v_version_leaders_locales" CASCADE;
  DROP TABLE "_about_page_v_version_facilities_certifications" CASCADE;
  DROP TABLE "_about_page_v_version_facilities_certifications_locales" CASCADE;
  DROP TABLE "_about_page_v_version_facilities" CASCADE;
  DROP TABLE "_about_page_v_version_facilities_locales" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "_quality_page_v_version_hero_badges" CASCADE;
  DROP TABLE "_quality_page_v_version_hero_badges_locales" CASCADE;
  DROP TABLE "_quality_page_v_version_promise_stats" CASCADE;
  DROP TABLE "_quality_page_v_version_promise_stats_locales" CASCADE;
  DROP TABLE "_quality_page_v_version_process_checks" CASCADE;
  DROP TABLE "_quality_page_v_version_process_checks_locales" CASCADE;
  DROP TABLE "_quality_page_v_version_process" CASCADE;
  DROP TABLE "_quality_page_v_version_process_locales" CASCADE;
  DROP TABLE "_quality_page_v_version_testing_parameters" CASCADE;
  DROP TABLE "_quality_page_v_version_testing_parameters_locales" CASCADE;
  DROP TABLE "_quality_page_v_version_testing" CASCADE;
  DROP TABLE "_quality_page_v_version_testing_locales" CASCADE;
  DROP TABLE "_quality_page_v_version_lab_equipment" CASCADE;
  DROP TABLE "_quality_page_v_version_lab_equipment_locales" CASCADE;
  DROP TABLE "_quality_page_v_version_compliance_items" CASCADE;
  DROP TABLE "_quality_page_v_version_compliance_items_locales" CASCADE;
  DROP TABLE "_quality_page_v" CASCADE;
  DROP TABLE "_quality_page_v_locales" CASCADE;
  DROP TABLE "_contact_page_v_version_hero_badges" CASCADE;
  DROP TABLE "_contact_page_v_version_hero_badges_locales" CASCADE;
  DROP TABLE "_contact_page_v_version_services" CASCADE;
  DROP TABLE "_contact_page_v_version_services_locales" CASCADE;
  DROP TABLE "_contact_page_v_version_locations" CASCADE;
  DROP TABLE "_contact_page_v_version_locations_locales" CASCADE;
  DROP TABLE "_contact_page_v_version_faq" CASCADE;
  DROP TABLE "_contact_page_v_version_faq_locales" CASCADE;
  DROP TABLE "_contact_page_v" CASCADE;
  DROP TABLE "_contact_page_v_locales" CASCADE;
  ALTER TABLE "products" DROP CONSTRAINT "products_meta_image_id_media_id_fk";
  
  ALTER TABLE "categories" DROP CONSTRAINT "categories_meta_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_meta_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_pictures_hero_id_media_id_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_meta_image_id_media_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_pictures_hero_id_media_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_pictures_team_id_media_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_pictures_plant_id_media_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_meta_image_id_media_id_fk";
  
  ALTER TABLE "quality_page" DROP CONSTRAINT "quality_page_pictures_hero_id_media_id_fk";
  
  ALTER TABLE "quality_page" DROP CONSTRAINT "quality_page_pictures_lab_id_media_id_fk";
  
  ALTER TABLE "quality_page" DROP CONSTRAINT "quality_page_pictures_packing_id_media_id_fk";
  
  ALTER TABLE "quality_page" DROP CONSTRAINT "quality_page_meta_image_id_media_id_fk";
  
  ALTER TABLE "contact_page" DROP CONSTRAINT "contact_page_pictures_hero_id_media_id_fk";
  
  ALTER TABLE "contact_page" DROP CONSTRAINT "contact_page_meta_image_id_media_id_fk";
  
  DROP INDEX "products_meta_meta_image_idx";
  DROP INDEX "products__status_idx";
  DROP INDEX "categories_meta_meta_image_idx";
  DROP INDEX "categories__status_idx";
  DROP INDEX "media_sizes_thumb_sizes_thumb_filename_idx";
  DROP INDEX "media_sizes_medium_sizes_medium_filename_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "posts_meta_meta_image_idx";
  DROP INDEX "_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "home_page_pictures_pictures_hero_idx";
  DROP INDEX "home_page_meta_meta_image_idx";
  DROP INDEX "home_page__status_idx";
  DROP INDEX "about_page_pictures_pictures_hero_idx";
  DROP INDEX "about_page_pictures_pictures_team_idx";
  DROP INDEX "about_page_pictures_pictures_plant_idx";
  DROP INDEX "about_page_meta_meta_image_idx";
  DROP INDEX "about_page__status_idx";
  DROP INDEX "quality_page_pictures_pictures_hero_idx";
  DROP INDEX "quality_page_pictures_pictures_lab_idx";
  DROP INDEX "quality_page_pictures_pictures_packing_idx";
  DROP INDEX "quality_page_meta_meta_image_idx";
  DROP INDEX "quality_page__status_idx";
  DROP INDEX "contact_page_pictures_pictures_hero_idx";
  DROP INDEX "contact_page_meta_meta_image_idx";
  DROP INDEX "contact_page__status_idx";
  ALTER TABLE "products_specifications" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "products_specifications" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "products_varieties_attributes" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "products_varieties_attributes" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "products_varieties" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products_quality_parameters" ALTER COLUMN "parameter" SET NOT NULL;
  ALTER TABLE "products_quality_parameters" ALTER COLUMN "specification" SET NOT NULL;
  ALTER TABLE "products_quality_parameters" ALTER COLUMN "method" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "display_count" SET NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "categories" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "categories_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "categories_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "news_id" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "source" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "source_url" SET NOT NULL;
  ALTER TABLE "home_page_hero_benefits_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page_hero_stats_locales" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "home_page_hero_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "home_page_tabs_quality_points_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page_tabs_logistics_points_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page_tabs_logistics_stats_locales" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "home_page_tabs_logistics_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "home_page_tabs_partnerships_points_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page_tabs_partnerships_stats_locales" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "home_page_tabs_partnerships_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "home_page_global_reach_regions" ALTER COLUMN "flag" SET NOT NULL;
  ALTER TABLE "home_page_global_reach_regions" ALTER COLUMN "countries" SET NOT NULL;
  ALTER TABLE "home_page_global_reach_regions" ALTER COLUMN "volume_mt" SET NOT NULL;
  ALTER TABLE "home_page_global_reach_regions" ALTER COLUMN "growth_percent" SET NOT NULL;
  ALTER TABLE "home_page_global_reach_regions_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "home_page_standards_items_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "home_page_standards_items_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_trust_badge" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_title_highlight" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_title_end" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "categories_title" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "categories_subtitle" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_quality_label" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_quality_title" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_quality_text" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_logistics_label" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_logistics_title" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_logistics_text" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_partnerships_label" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_partnerships_title" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "tabs_partnerships_text" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "global_reach_title" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "global_reach_subtitle" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "standards_title" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "standards_subtitle" SET NOT NULL;
  ALTER TABLE "about_page_hero_badges_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page_stats_locales" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "about_page_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "about_page_values_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_values_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page_timeline" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "about_page_timeline_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_timeline_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page_leaders" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "about_page_leaders_locales" ALTER COLUMN "position" SET NOT NULL;
  ALTER TABLE "about_page_leaders_locales" ALTER COLUMN "experience" SET NOT NULL;
  ALTER TABLE "about_page_leaders_locales" ALTER COLUMN "specialization" SET NOT NULL;
  ALTER TABLE "about_page_facilities_certifications_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page_facilities_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "about_page_facilities_locales" ALTER COLUMN "location" SET NOT NULL;
  ALTER TABLE "about_page_facilities_locales" ALTER COLUMN "area" SET NOT NULL;
  ALTER TABLE "about_page_facilities_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "story_title" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "story_text" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "mission_title" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "mission_text" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "vision_title" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "vision_text" SET NOT NULL;
  ALTER TABLE "quality_page_hero_badges_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "quality_page_promise_stats_locales" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "quality_page_promise_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "quality_page_process_checks_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "quality_page_process_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "quality_page_process_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "quality_page_testing_parameters_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "quality_page_testing_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "quality_page_lab_equipment_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "quality_page_lab_equipment_locales" ALTER COLUMN "purpose" SET NOT NULL;
  ALTER TABLE "quality_page_compliance_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "quality_page_compliance_items_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "promise_title" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "promise_text" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "lab_capacity" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "lab_routine_turnaround" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "lab_specialized_turnaround" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "lab_accreditation" SET NOT NULL;
  ALTER TABLE "quality_page_locales" ALTER COLUMN "compliance_title" SET NOT NULL;
  ALTER TABLE "contact_page_hero_badges_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "contact_page_services_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "contact_page_locations" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "contact_page_locations" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "contact_page_locations" ALTER COLUMN "latitude" SET NOT NULL;
  ALTER TABLE "contact_page_locations" ALTER COLUMN "longitude" SET NOT NULL;
  ALTER TABLE "contact_page_locations_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "contact_page_locations_locales" ALTER COLUMN "address" SET NOT NULL;
  ALTER TABLE "contact_page_locations_locales" ALTER COLUMN "hours" SET NOT NULL;
  ALTER TABLE "contact_page_faq_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "contact_page_faq_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "contact_page" ALTER COLUMN "quick_contact_export_phone" SET NOT NULL;
  ALTER TABLE "contact_page" ALTER COLUMN "quick_contact_info_email" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "quick_contact_response_time" SET NOT NULL;
  ALTER TABLE "products" DROP COLUMN "meta_image_id";
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "categories" DROP COLUMN "meta_image_id";
  ALTER TABLE "categories" DROP COLUMN "_status";
  ALTER TABLE "categories_locales" DROP COLUMN "meta_title";
  ALTER TABLE "categories_locales" DROP COLUMN "meta_description";
  ALTER TABLE "media" DROP COLUMN "sizes_thumb_url";
  ALTER TABLE "media" DROP COLUMN "sizes_thumb_width";
  ALTER TABLE "media" DROP COLUMN "sizes_thumb_height";
  ALTER TABLE "media" DROP COLUMN "sizes_thumb_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_thumb_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_thumb_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_url";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_width";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_height";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_filename";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_title";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_description";
  ALTER TABLE "posts" DROP COLUMN "meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "news" DROP COLUMN "meta_image_id";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "home_page" DROP COLUMN "pictures_hero_id";
  ALTER TABLE "home_page" DROP COLUMN "meta_image_id";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "home_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "home_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "about_page" DROP COLUMN "pictures_hero_id";
  ALTER TABLE "about_page" DROP COLUMN "pictures_team_id";
  ALTER TABLE "about_page" DROP COLUMN "pictures_plant_id";
  ALTER TABLE "about_page" DROP COLUMN "meta_image_id";
  ALTER TABLE "about_page" DROP COLUMN "_status";
  ALTER TABLE "about_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "about_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "quality_page" DROP COLUMN "pictures_hero_id";
  ALTER TABLE "quality_page" DROP COLUMN "pictures_lab_id";
  ALTER TABLE "quality_page" DROP COLUMN "pictures_packing_id";
  ALTER TABLE "quality_page" DROP COLUMN "meta_image_id";
  ALTER TABLE "quality_page" DROP COLUMN "_status";
  ALTER TABLE "quality_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "quality_page_locales" DROP COLUMN "meta_description";
  ALTER TABLE "contact_page" DROP COLUMN "pictures_hero_id";
  ALTER TABLE "contact_page" DROP COLUMN "meta_image_id";
  ALTER TABLE "contact_page" DROP COLUMN "_status";
  ALTER TABLE "contact_page_locales" DROP COLUMN "meta_title";
  ALTER TABLE "contact_page_locales" DROP COLUMN "meta_description";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_art_kind";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_categories_status";
  DROP TYPE "public"."enum__categories_v_version_slug";
  DROP TYPE "public"."enum__categories_v_version_icon";
  DROP TYPE "public"."enum__categories_v_version_status";
  DROP TYPE "public"."enum__categories_v_published_locale";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_category";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum__about_page_v_published_locale";
  DROP TYPE "public"."enum_quality_page_status";
  DROP TYPE "public"."enum__quality_page_v_version_status";
  DROP TYPE "public"."enum__quality_page_v_published_locale";
  DROP TYPE "public"."enum_contact_page_status";
  DROP TYPE "public"."enum__contact_page_v_version_status";
  DROP TYPE "public"."enum__contact_page_v_published_locale";`)
}
