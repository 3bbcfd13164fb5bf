import * as migration_20261122_155345_initial from './20261122_155345_initial';
import * as migration_20261122_161811_company_pages from './20261122_161811_company_pages';
import * as migration_20261122_164142_blog from './20261122_164142_blog';
import * as migration_20261122_164641_news from './20261122_164641_news';
import * as migration_20261122_184024_inquiries from './20261122_184024_inquiries';
import * as migration_20261122_192926_catalogue_indexes from './20261122_192926_catalogue_indexes';
import * as migration_20261122_212755_buyer_accounts from './20261122_212755_buyer_accounts';
import * as migration_20261122_220231_news_ingestion from './20261122_220231_news_ingestion';
import * as migration_20261122_222748_blog_generation from './20261122_222748_blog_generation';
import * as migration_20261123_003534_newsletter from './20261123_003534_newsletter';
import * as migration_20261123_021006_scale_media_indexes from './20261123_021006_scale_media_indexes';
import * as migration_20261126_205125_staff_login_limits from './20261126_205125_staff_login_limits';
import * as migration_20261126_214008_drop_sign_in_attempts from './20261126_214008_drop_sign_in_attempts';
import * as migration_20261127_035305_rich_text from './20261127_035305_rich_text';
import * as migration_20261127_045510_cms_editing from './20261127_045510_cms_editing';
import * as migration_20261127_045558_drop_replaced_fields from './20261127_045558_drop_replaced_fields';
import * as migration_20261128_152846_localized_catalogue from './20261128_152846_localized_catalogue';
import * as migration_20261128_171714_countries_served from './20261128_171714_countries_served';
import * as migration_20261128_175446_machine_translated from './20261128_175446_machine_translated';
import * as migration_20261128_203511_proforma_bank_details from './20261128_203511_proforma_bank_details';
import * as migration_20261128_203747_inquiry_assignment from './20261128_203747_inquiry_assignment';
import * as migration_20261128_211200_email_attachments from './20261128_211200_email_attachments';
import * as migration_20261128_211945_sales_workflow from './20261128_211945_sales_workflow';
import * as migration_20261128_214036_merged_schema from './20261128_214036_merged_schema';
import * as migration_20261129_002146_inquiry_messages from './20261129_002146_inquiry_messages';
import * as migration_20261129_002233_attachments from './20261129_002233_attachments';
import * as migration_20261129_005610_merged_schema from './20261129_005610_merged_schema';
import * as migration_20261129_005939_message_attachments from './20261129_005939_message_attachments';
import * as migration_20261129_040015_policy_updates from './20261129_040015_policy_updates';
import * as migration_20261129_040028_product_packs from './20261129_040028_product_packs';
import * as migration_20261129_043607_merged_schema from './20261129_043607_merged_schema';

export const migrations = [
  {
    up: migration_20261122_155345_initial.up,
    down: migration_20261122_155345_initial.down,
    name: '20261122_155345_initial',
  },
  {
    up: migration_20261122_161811_company_pages.up,
    down: migration_20261122_161811_company_pages.down,
    name: '20261122_161811_company_pages',
  },
  {
    up: migration_20261122_164142_blog.up,
    down: migration_20261122_164142_blog.down,
    name: '20261122_164142_blog',
  },
  {
    up: migration_20261122_164641_news.up,
    down: migration_20261122_164641_news.down,
    name: '20261122_164641_news',
  },
  {
    up: migration_20261122_184024_inquiries.up,
    down: migration_20261122_184024_inquiries.down,
    name: '20261122_184024_inquiries',
  },
  {
    up: migration_20261122_192926_catalogue_indexes.up,
    down: migration_20261122_192926_catalogue_indexes.down,
    name: '20261122_192926_catalogue_indexes',
  },
  {
    up: migration_20261122_212755_buyer_accounts.up,
    down: migration_20261122_212755_buyer_accounts.down,
    name: '20261122_212755_buyer_accounts',
  },
  {
    up: migration_20261122_220231_news_ingestion.up,
    down: migration_20261122_220231_news_ingestion.down,
    name: '20261122_220231_news_ingestion',
  },
  {
    up: migration_20261122_222748_blog_generation.up,
    down: migration_20261122_222748_blog_generation.down,
    name: '20261122_222748_blog_generation',
  },
  {
    up: migration_20261123_003534_newsletter.up,
    down: migration_20261123_003534_newsletter.down,
    name: '20261123_003534_newsletter',
  },
  {
    up: migration_20261123_021006_scale_media_indexes.up,
    down: migration_20261123_021006_scale_media_indexes.down,
    name: '20261123_021006_scale_media_indexes',
  },
  {
    up: migration_20261126_205125_staff_login_limits.up,
    down: migration_20261126_205125_staff_login_limits.down,
    name: '20261126_205125_staff_login_limits',
  },
  {
    up: migration_20261126_214008_drop_sign_in_attempts.up,
    down: migration_20261126_214008_drop_sign_in_attempts.down,
    name: '20261126_214008_drop_sign_in_attempts',
  },
  {
    up: migration_20261127_035305_rich_text.up,
    down: migration_20261127_035305_rich_text.down,
    name: '20261127_035305_rich_text',
  },
  {
    up: migration_20261127_045510_cms_editing.up,
    down: migration_20261127_045510_cms_editing.down,
    name: '20261127_045510_cms_editing',
  },
  {
    up: migration_20261127_045558_drop_replaced_fields.up,
    down: migration_20261127_045558_drop_replaced_fields.down,
    name: '20261127_045558_drop_replaced_fields',
  },
  {
    up: migration_20261128_152846_localized_catalogue.up,
    down: migration_20261128_152846_localized_catalogue.down,
    name: '20261128_152846_localized_catalogue',
  },
  {
    up: migration_20261128_171714_countries_served.up,
    down: migration_20261128_171714_countries_served.down,
    name: '20261128_171714_countries_served',
  },
  {
    up: migration_20261128_175446_machine_translated.up,
    down: migration_20261128_175446_machine_translated.down,
    name: '20261128_175446_machine_translated',
  },
  {
    up: migration_20261128_203511_proforma_bank_details.up,
    down: migration_20261128_203511_proforma_bank_details.down,
    name: '20261128_203511_proforma_bank_details',
  },
  {
    up: migration_20261128_203747_inquiry_assignment.up,
    down: migration_20261128_203747_inquiry_assignment.down,
    name: '20261128_203747_inquiry_assignment',
  },
  {
    up: migration_20261128_211200_email_attachments.up,
    down: migration_20261128_211200_email_attachments.down,
    name: '20261128_211200_email_attachments',
  },
  {
    up: migration_20261128_211945_sales_workflow.up,
    down: migration_20261128_211945_sales_workflow.down,
    name: '20261128_211945_sales_workflow',
  },
  {
    up: migration_20261128_214036_merged_schema.up,
    down: migration_20261128_214036_merged_schema.down,
    name: '20261128_214036_merged_schema',
  },
  {
    up: migration_20261129_002146_inquiry_messages.up,
    down: migration_20261129_002146_inquiry_messages.down,
    name: '20261129_002146_inquiry_messages',
  },
  {
    up: migration_20261129_002233_attachments.up,
    down: migration_20261129_002233_attachments.down,
    name: '20261129_002233_attachments',
  },
  {
    up: migration_20261129_005610_merged_schema.up,
    down: migration_20261129_005610_merged_schema.down,
    name: '20261129_005610_merged_schema',
  },
  {
    up: migration_20261129_005939_message_attachments.up,
    down: migration_20261129_005939_message_attachments.down,
    name: '20261129_005939_message_attachments',
  },
  {
    up: migration_20261129_040015_policy_updates.up,
    down: migration_20261129_040015_policy_updates.down,
    name: '20261129_040015_policy_updates',
  },
  {
    up: migration_20261129_040028_product_packs.up,
    down: migration_20261129_040028_product_packs.down,
    name: '20261129_040028_product_packs',
  },
  {
    up: migration_20261129_043607_merged_schema.up,
    down: migration_20261129_043607_merged_schema.down,
    name: '20261129_043607_merged_schema'
  },
];
