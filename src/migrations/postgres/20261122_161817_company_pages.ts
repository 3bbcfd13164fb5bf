import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_certificates_when_expired" AS ENUM('renewal', 'hide');
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"valid_until" timestamp(3) with time zone,
  	"ongoing" boolean DEFAULT false,
  	"when_expired" "enum_certificates_when_expired" DEFAULT 'renewal' NOT NULL,
  	"file_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificates_locales" (
  	"name" varchar NOT NULL,
  	"issuer" varchar NOT NULL,
  	"scope" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_page_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_hero_benefits_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_hero_stats_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_quality_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_quality_points_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_logistics_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_logistics_points_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_logistics_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_logistics_stats_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_partnerships_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_partnerships_points_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_partnerships_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_tabs_partnerships_stats_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_global_reach_regions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"flag" varchar NOT NULL,
  	"countries" numeric NOT NULL,
  	"volume_mt" numeric NOT NULL,
  	"growth_percent" numeric NOT NULL
  );
  
  CREATE TABLE "home_page_global_reach_regions_locales" (
  	"name" varchar NOT NULL,
  	"markets" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_standards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_standards_items_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_locales" (
  	"hero_trust_badge" varchar NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_title_highlight" varchar NOT NULL,
  	"hero_title_end" varchar NOT NULL,
  	"hero_subtitle" varchar NOT NULL,
  	"categories_title" varchar NOT NULL,
  	"categories_subtitle" varchar NOT NULL,
  	"tabs_quality_label" varchar NOT NULL,
  	"tabs_quality_title" varchar NOT NULL,
  	"tabs_quality_text" varchar NOT NULL,
  	"tabs_logistics_label" varchar NOT NULL,
  	"tabs_logistics_title" varchar NOT NULL,
  	"tabs_logistics_text" varchar NOT NULL,
  	"tabs_partnerships_label" varchar NOT NULL,
  	"tabs_partnerships_title" varchar NOT NULL,
  	"tabs_partnerships_text" varchar NOT NULL,
  	"global_reach_title" varchar NOT NULL,
  	"global_reach_subtitle" varchar NOT NULL,
  	"standards_title" varchar NOT NULL,
  	"standards_subtitle" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_page_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_hero_badges_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_stats_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_values_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_timeline_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_leaders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_leaders_locales" (
  	"position" varchar NOT NULL,
  	"experience" varchar NOT NULL,
  	"specialization" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_facilities_certifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_facilities_certifications_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_facilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_facilities_locales" (
  	"name" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"area" varchar NOT NULL,
  	"capacity" varchar,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page_locales" (
  	"hero_title" varchar NOT NULL,
  	"hero_subtitle" varchar NOT NULL,
  	"story_title" varchar NOT NULL,
  	"story_text" varchar NOT NULL,
  	"mission_title" varchar NOT NULL,
  	"mission_text" varchar NOT NULL,
  	"vision_title" varchar NOT NULL,
  	"vision_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "quality_page_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quality_page_hero_badges_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quality_page_promise_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quality_page_promise_stats_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quality_page_process_checks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quality_page_process_checks_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quality_page_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quality_page_process_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quality_page_testing_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quality_page_testing_parameters_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quality_page_testing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quality_page_testing_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quality_page_lab_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quality_page_lab_equipment_locales" (
  	"name" varchar NOT NULL,
  	"purpose" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quality_page_compliance_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quality_page_compliance_items_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quality_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "quality_page_locales" (
  	"hero_title" varchar NOT NULL,
  	"hero_subtitle" varchar NOT NULL,
  	"promise_title" varchar NOT NULL,
  	"promise_text" varchar NOT NULL,
  	"lab_capacity" varchar NOT NULL,
  	"lab_routine_turnaround" varchar NOT NULL,
  	"lab_specialized_turnaround" varchar NOT NULL,
  	"lab_accreditation" varchar NOT NULL,
  	"compliance_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_page_hero_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_page_hero_badges_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_page_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_page_services_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_page_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL
  );
  
  CREATE TABLE "contact_page_locations_locales" (
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_page_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_page_faq_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quick_contact_export_phone" varchar NOT NULL,
  	"quick_contact_info_email" varchar NOT NULL,
  	"quick_contact_whatsapp_display" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_page_locales" (
  	"hero_title" varchar NOT NULL,
  	"hero_subtitle" varchar NOT NULL,
  	"quick_contact_response_time" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" integer;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates_locales" ADD CONSTRAINT "certificates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_benefits" ADD CONSTRAINT "home_page_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_benefits_locales" ADD CONSTRAINT "home_page_hero_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_hero_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_stats" ADD CONSTRAINT "home_page_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_stats_locales" ADD CONSTRAINT "home_page_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_quality_points" ADD CONSTRAINT "home_page_tabs_quality_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_quality_points_locales" ADD CONSTRAINT "home_page_tabs_quality_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_tabs_quality_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_logistics_points" ADD CONSTRAINT "home_page_tabs_logistics_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_logistics_points_locales" ADD CONSTRAINT "home_page_tabs_logistics_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_tabs_logistics_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_logistics_stats" ADD CONSTRAINT "home_page_tabs_logistics_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_logistics_stats_locales" ADD CONSTRAINT "home_page_tabs_logistics_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_tabs_logistics_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_partnerships_points" ADD CONSTRAINT "home_page_tabs_partnerships_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_partnerships_points_locales" ADD CONSTRAINT "home_page_tabs_partnerships_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_tabs_partnerships_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_partnerships_stats" ADD CONSTRAINT "home_page_tabs_partnerships_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_tabs_partnerships_stats_locales" ADD CONSTRAINT "home_page_tabs_partnerships_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_tabs_partnerships_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_global_reach_regions" ADD CONSTRAINT "home_page_global_reach_regions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_global_reach_regions_locales" ADD CONSTRAINT "home_page_global_reach_regions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_global_reach_regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_standards_items" ADD CONSTRAINT "home_page_standards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_standards_items_locales" ADD CONSTRAINT "home_page_standards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_standards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_hero_badges" ADD CONSTRAINT "about_page_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_hero_badges_locales" ADD CONSTRAINT "about_page_hero_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_hero_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_stats" ADD CONSTRAINT "about_page_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_stats_locales" ADD CONSTRAINT "about_page_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values" ADD CONSTRAINT "about_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_values_locales" ADD CONSTRAINT "about_page_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_timeline" ADD CONSTRAINT "about_page_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_timeline_locales" ADD CONSTRAINT "about_page_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_leaders" ADD CONSTRAINT "about_page_leaders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_leaders_locales" ADD CONSTRAINT "about_page_leaders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_facilities_certifications" ADD CONSTRAINT "about_page_facilities_certifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_facilities_certifications_locales" ADD CONSTRAINT "about_page_facilities_certifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_facilities_certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_facilities" ADD CONSTRAINT "about_page_facilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_facilities_locales" ADD CONSTRAINT "about_page_facilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_hero_badges" ADD CONSTRAINT "quality_page_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_hero_badges_locales" ADD CONSTRAINT "quality_page_hero_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_hero_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_promise_stats" ADD CONSTRAINT "quality_page_promise_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_promise_stats_locales" ADD CONSTRAINT "quality_page_promise_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_promise_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_process_checks" ADD CONSTRAINT "quality_page_process_checks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_process_checks_locales" ADD CONSTRAINT "quality_page_process_checks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_process_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_process" ADD CONSTRAINT "quality_page_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_process_locales" ADD CONSTRAINT "quality_page_process_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_testing_parameters" ADD CONSTRAINT "quality_page_testing_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_testing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_testing_parameters_locales" ADD CONSTRAINT "quality_page_testing_parameters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_testing_parameters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_testing" ADD CONSTRAINT "quality_page_testing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_testing_locales" ADD CONSTRAINT "quality_page_testing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_testing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_lab_equipment" ADD CONSTRAINT "quality_page_lab_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_lab_equipment_locales" ADD CONSTRAINT "quality_page_lab_equipment_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_lab_equipment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_compliance_items" ADD CONSTRAINT "quality_page_compliance_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_compliance_items_locales" ADD CONSTRAINT "quality_page_compliance_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page_compliance_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quality_page_locales" ADD CONSTRAINT "quality_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quality_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_hero_badges" ADD CONSTRAINT "contact_page_hero_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_hero_badges_locales" ADD CONSTRAINT "contact_page_hero_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page_hero_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_services" ADD CONSTRAINT "contact_page_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_services_locales" ADD CONSTRAINT "contact_page_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_locations" ADD CONSTRAINT "contact_page_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_locations_locales" ADD CONSTRAINT "contact_page_locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_faq" ADD CONSTRAINT "contact_page_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_faq_locales" ADD CONSTRAINT "contact_page_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_locales" ADD CONSTRAINT "contact_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "certificates_file_idx" ON "certificates" USING btree ("file_id");
  CREATE INDEX "certificates_order_idx" ON "certificates" USING btree ("order");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "certificates_locales_locale_parent_id_unique" ON "certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_hero_benefits_order_idx" ON "home_page_hero_benefits" USING btree ("_order");
  CREATE INDEX "home_page_hero_benefits_parent_id_idx" ON "home_page_hero_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_hero_benefits_locales_locale_parent_id_unique" ON "home_page_hero_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_hero_stats_order_idx" ON "home_page_hero_stats" USING btree ("_order");
  CREATE INDEX "home_page_hero_stats_parent_id_idx" ON "home_page_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_hero_stats_locales_locale_parent_id_unique" ON "home_page_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_tabs_quality_points_order_idx" ON "home_page_tabs_quality_points" USING btree ("_order");
  CREATE INDEX "home_page_tabs_quality_points_parent_id_idx" ON "home_page_tabs_quality_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_tabs_quality_points_locales_locale_parent_id_uniqu" ON "home_page_tabs_quality_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_tabs_logistics_points_order_idx" ON "home_page_tabs_logistics_points" USING btree ("_order");
  CREATE INDEX "home_page_tabs_logistics_points_parent_id_idx" ON "home_page_tabs_logistics_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_tabs_logistics_points_locales_locale_parent_id_uni" ON "home_page_tabs_logistics_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_tabs_logistics_stats_order_idx" ON "home_page_tabs_logistics_stats" USING btree ("_order");
  CREATE INDEX "home_page_tabs_logistics_stats_parent_id_idx" ON "home_page_tabs_logistics_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_tabs_logistics_stats_locales_locale_parent_id_uniq" ON "home_page_tabs_logistics_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_tabs_partnerships_points_order_idx" ON "home_page_tabs_partnerships_points" USING btree ("_order");
  CREATE INDEX "home_page_tabs_partnerships_points_parent_id_idx" ON "home_page_tabs_partnerships_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_tabs_partnerships_points_locales_locale_parent_id_" ON "home_page_tabs_partnerships_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_tabs_partnerships_stats_order_idx" ON "home_page_tabs_partnerships_stats" USING btree ("_order");
  CREATE INDEX "home_page_tabs_partnerships_stats_parent_id_idx" ON "home_page_tabs_partnerships_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_tabs_partnerships_stats_locales_locale_parent_id_u" ON "home_page_tabs_partnerships_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_global_reach_regions_order_idx" ON "home_page_global_reach_regions" USING btree ("_order");
  CREATE INDEX "home_page_global_reach_regions_parent_id_idx" ON "home_page_global_reach_regions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_global_reach_regions_locales_locale_parent_id_uniq" ON "home_page_global_reach_regions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_standards_items_order_idx" ON "home_page_standards_items" USING btree ("_order");
  CREATE INDEX "home_page_standards_items_parent_id_idx" ON "home_page_standards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_standards_items_locales_locale_parent_id_unique" ON "home_page_standards_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_hero_badges_order_idx" ON "about_page_hero_badges" USING btree ("_order");
  CREATE INDEX "about_page_hero_badges_parent_id_idx" ON "about_page_hero_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_hero_badges_locales_locale_parent_id_unique" ON "about_page_hero_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_stats_order_idx" ON "about_page_stats" USING btree ("_order");
  CREATE INDEX "about_page_stats_parent_id_idx" ON "about_page_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_stats_locales_locale_parent_id_unique" ON "about_page_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_values_order_idx" ON "about_page_values" USING btree ("_order");
  CREATE INDEX "about_page_values_parent_id_idx" ON "about_page_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_values_locales_locale_parent_id_unique" ON "about_page_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_timeline_order_idx" ON "about_page_timeline" USING btree ("_order");
  CREATE INDEX "about_page_timeline_parent_id_idx" ON "about_page_timeline" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_timeline_locales_locale_parent_id_unique" ON "about_page_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_leaders_order_idx" ON "about_page_leaders" USING btree ("_order");
  CREATE INDEX "about_page_leaders_parent_id_idx" ON "about_page_leaders" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_leaders_locales_locale_parent_id_unique" ON "about_page_leaders_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_facilities_certifications_order_idx" ON "about_page_facilities_certifications" USING btree ("_order");
  CREATE INDEX "about_page_facilities_certifications_parent_id_idx" ON "about_page_facilities_certifications" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_facilities_certifications_locales_locale_parent_i" ON "about_page_facilities_certifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_facilities_order_idx" ON "about_page_facilities" USING btree ("_order");
  CREATE INDEX "about_page_facilities_parent_id_idx" ON "about_page_facilities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_facilities_locales_locale_parent_id_unique" ON "about_page_facilities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quality_page_hero_badges_order_idx" ON "quality_page_hero_badges" USING btree ("_order");
  CREATE INDEX "quality_page_hero_badges_parent_id_idx" ON "quality_page_hero_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quality_page_hero_badges_locales_locale_parent_id_unique" ON "quality_page_hero_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quality_page_promise_stats_order_idx" ON "quality_page_promise_stats" USING btree ("_order");
  CREATE INDEX "quality_page_promise_stats_parent_id_idx" ON "quality_page_promise_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quality_page_promise_stats_locales_locale_parent_id_unique" ON "quality_page_promise_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quality_page_process_checks_order_idx" ON "quality_page_process_checks" USING btree ("_order");
  CREATE INDEX "quality_page_process_checks_parent_id_idx" ON "quality_page_process_checks" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quality_page_process_checks_locales_locale_parent_id_unique" ON "quality_page_process_checks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quality_page_process_order_idx" ON "quality_page_process" USING btree ("_order");
  CREATE INDEX "quality_page_process_parent_id_idx" ON "quality_page_process" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quality_page_process_locales_locale_parent_id_unique" ON "quality_page_process_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quality_page_testing_parameters_order_idx" ON "quality_page_testing_parameters" USING btree ("_order");
  CREATE INDEX "quality_page_testing_parameters_parent_id_idx" ON "quality_page_testing_parameters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quality_page_testing_parameters_locales_locale_parent_id_uni" ON "quality_page_testing_parameters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quality_page_testing_order_idx" ON "quality_page_testing" USING btree ("_order");
  CREATE INDEX "quality_page_testing_parent_id_idx" ON "quality_page_testing" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quality_page_testing_locales_locale_parent_id_unique" ON "quality_page_testing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quality_page_lab_equipment_order_idx" ON "quality_page_lab_equipment" USING btree ("_order");
  CREATE INDEX "quality_page_lab_equipment_parent_id_idx" ON "quality_page_lab_equipment" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quality_page_lab_equipment_locales_locale_parent_id_unique" ON "quality_page_lab_equipment_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "quality_page_compliance_items_order_idx" ON "quality_page_compliance_items" USING btree ("_order");
  CREATE INDEX "quality_page_compliance_items_parent_id_idx" ON "quality_page_compliance_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quality_page_compliance_items_locales_locale_parent_id_uniqu" ON "quality_page_compliance_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "quality_page_locales_locale_parent_id_unique" ON "quality_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page_hero_badges_order_idx" ON "contact_page_hero_badges" USING btree ("_order");
  CREATE INDEX "contact_page_hero_badges_parent_id_idx" ON "contact_page_hero_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_page_hero_badges_locales_locale_parent_id_unique" ON "contact_page_hero_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page_services_order_idx" ON "contact_page_services" USING btree ("_order");
  CREATE INDEX "contact_page_services_parent_id_idx" ON "contact_page_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_page_services_locales_locale_parent_id_unique" ON "contact_page_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page_locations_order_idx" ON "contact_page_locations" USING btree ("_order");
  CREATE INDEX "contact_page_locations_parent_id_idx" ON "contact_page_locations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_page_locations_locales_locale_parent_id_unique" ON "contact_page_locations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_page_faq_order_idx" ON "contact_page_faq" USING btree ("_order");
  CREATE INDEX "contact_page_faq_parent_id_idx" ON "contact_page_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_page_faq_locales_locale_parent_id_unique" ON "contact_page_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_page_locales_locale_parent_id_unique" ON "contact_page_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_hero_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_hero_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_hero_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_hero_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_quality_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_quality_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_logistics_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_logistics_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_logistics_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_logistics_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_partnerships_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_partnerships_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_partnerships_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_tabs_partnerships_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_global_reach_regions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_global_reach_regions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_standards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_standards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_hero_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_hero_badges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_timeline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_leaders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_leaders_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_facilities_certifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_facilities_certifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_facilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_facilities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_hero_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_hero_badges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_promise_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_promise_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_process_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_process_checks_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_process" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_process_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_testing_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_testing_parameters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_testing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_testing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_lab_equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_lab_equipment_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_compliance_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_compliance_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quality_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_hero_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_hero_badges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "certificates_locales" CASCADE;
  DROP TABLE "home_page_hero_benefits" CASCADE;
  DROP TABLE "home_page_hero_benefits_locales" CASCADE;
  DROP TABLE "home_page_hero_stats" CASCADE;
  DROP TABLE "home_page_hero_stats_locales" CASCADE;
  DROP TABLE "home_page_tabs_quality_points" CASCADE;
  DROP TABLE "home_page_tabs_quality_points_locales" CASCADE;
  DROP TABLE "home_page_tabs_logistics_points" CASCADE;
  DROP TABLE "home_page_tabs_logistics_points_locales" CASCADE;
  DROP TABLE "home_page_tabs_logistics_stats" CASCADE;
  DROP TABLE "home_page_tabs_logistics_stats_locales" CASCADE;
  DROP TABLE "home_page_tabs_partnerships_points" CASCADE;
  DROP TABLE "home_page_tabs_partnerships_points_locales" CASCADE;
  DROP TABLE "home_page_tabs_partnerships_stats" CASCADE;
  DROP TABLE "home_page_tabs_partnerships_stats_locales" CASCADE;
  DROP TABLE "home_page_global_reach_regions" CASCADE;
  DROP TABLE "home_page_global_reach_regions_locales" CASCADE;
  DROP TABLE "home_page_standards_items" CASCADE;
  DROP TABLE "home_page_standards_items_locales" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "about_page_hero_badges" CASCADE;
  DROP TABLE "about_page_hero_badges_locales" CASCADE;
  DROP TABLE "about_page_stats" CASCADE;
  DROP TABLE "about_page_stats_locales" CASCADE;
  DROP TABLE "about_page_values" CASCADE;
  DROP TABLE "about_page_values_locales" CASCADE;
  DROP TABLE "about_page_timeline" CASCADE;
  DROP TABLE "about_page_timeline_locales" CASCADE;
  DROP TABLE "about_page_leaders" CASCADE;
  DROP TABLE "about_page_leaders_locales" CASCADE;
  DROP TABLE "about_page_facilities_certifications" CASCADE;
  DROP TABLE "about_page_facilities_certifications_locales" CASCADE;
  DROP TABLE "about_page_facilities" CASCADE;
  DROP TABLE "about_page_facilities_locales" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  DROP TABLE "quality_page_hero_badges" CASCADE;
  DROP TABLE "quality_page_hero_badges_locales" CASCADE;
  DROP TABLE "quality_page_promise_stats" CASCADE;
  DROP TABLE "quality_page_promise_stats_locales" CASCADE;
  DROP TABLE "quality_page_process_checks" CASCADE;
  DROP TABLE "quality_page_process_checks_locales" CASCADE;
  DROP TABLE "quality_page_process" CASCADE;
  DROP TABLE "quality_page_process_locales" CASCADE;
  DROP TABLE "quality_page_testing_parameters" CASCADE;
  DROP TABLE "quality_page_testing_parameters_locales" CASCADE;
  DROP TABLE "quality_page_testing" CASCADE;
  DROP TABLE "quality_page_testing_locales" CASCADE;
  DROP TABLE "quality_page_lab_equipment" CASCADE;
  DROP TABLE "quality_page_lab_equipment_locales" CASCADE;
  DROP TABLE "quality_page_compliance_items" CASCADE;
  DROP TABLE "quality_page_compliance_items_locales" CASCADE;
  DROP TABLE "quality_page" CASCADE;
  DROP TABLE "quality_page_locales" CASCADE;
  DROP TABLE "contact_page_hero_badges" CASCADE;
  DROP TABLE "contact_page_hero_badges_locales" CASCADE;
  DROP TABLE "contact_page_services" CASCADE;
  DROP TABLE "contact_page_services_locales" CASCADE;
  DROP TABLE "contact_page_locations" CASCADE;
  DROP TABLE "contact_page_locations_locales" CASCADE;
  DROP TABLE "contact_page_faq" CASCADE;
  DROP TABLE "contact_page_faq_locales" CASCADE;
  DROP TABLE "contact_page" CASCADE;
  DROP TABLE "contact_page_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  DROP TYPE "public"."enum_certificates_when_expired";`)
}
