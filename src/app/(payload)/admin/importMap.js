import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PackRowLabel as PackRowLabel_2f4d05f7d0d3bf3398c2d90c0f409ba8 } from '@/components/admin/pack-row-label'
import { TranslationStatusCell as TranslationStatusCell_8f0332a9ce71b6db67d968faeec0328a } from '@/features/translations/admin/cell'
import { MachineTranslationField as MachineTranslationField_12ee77423fc91a9090dd79b6af5677f9 } from '@/features/translations/admin/machine-field'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { InquiryConversationField as InquiryConversationField_d885bad35c18f7d817050ee040548e77 } from '@/features/conversations/admin/conversation-field'
import { InquiryQuotationsField as InquiryQuotationsField_a8216e7050cbecfe85ebc6d3055a40c4 } from '@/features/quotations/admin/inquiry-quotations'
import { InquiryAttachmentsField as InquiryAttachmentsField_9d3f8dc9f62dbe281143d64934206983 } from '@/features/attachments/admin/attachments-field'
import { InquiryHistoryField as InquiryHistoryField_f9e20b370f08ba0d69e2a88eb3081317 } from '@/features/inquiries/admin/history-field'
import { InboxTools as InboxTools_b38ada3d4f3a43e4835c303cda00a7ac } from '@/features/inquiries/admin/inbox-tools'
import { QuotationWorkflowField as QuotationWorkflowField_e1734005c25c6e0c14b8d27c21be1853 } from '@/features/quotations/admin/workflow-field'
import { SubscriberTools as SubscriberTools_1ecee302e832d9f195d2b6eceed769e7 } from '@/features/newsletter/admin/subscriber-tools'
import { TeamDashboard as TeamDashboard_0126118df3b0237908e61d89cebcc710 } from '@/features/dashboard/admin/dashboard'
import { DashboardHeader as DashboardHeader_a4afe994ae8ca68e2a81f22d752b0abd } from '@/components/admin/dashboard-header'
import { TeamFiguresLink as TeamFiguresLink_0126118df3b0237908e61d89cebcc710 } from '@/features/dashboard/admin/dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/pack-row-label#PackRowLabel": PackRowLabel_2f4d05f7d0d3bf3398c2d90c0f409ba8,
  "@/features/translations/admin/cell#TranslationStatusCell": TranslationStatusCell_8f0332a9ce71b6db67d968faeec0328a,
  "@/features/translations/admin/machine-field#MachineTranslationField": MachineTranslationField_12ee77423fc91a9090dd79b6af5677f9,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/features/conversations/admin/conversation-field#InquiryConversationField": InquiryConversationField_d885bad35c18f7d817050ee040548e77,
  "@/features/quotations/admin/inquiry-quotations#InquiryQuotationsField": InquiryQuotationsField_a8216e7050cbecfe85ebc6d3055a40c4,
  "@/features/attachments/admin/attachments-field#InquiryAttachmentsField": InquiryAttachmentsField_9d3f8dc9f62dbe281143d64934206983,
  "@/features/inquiries/admin/history-field#InquiryHistoryField": InquiryHistoryField_f9e20b370f08ba0d69e2a88eb3081317,
  "@/features/inquiries/admin/inbox-tools#InboxTools": InboxTools_b38ada3d4f3a43e4835c303cda00a7ac,
  "@/features/quotations/admin/workflow-field#QuotationWorkflowField": QuotationWorkflowField_e1734005c25c6e0c14b8d27c21be1853,
  "@/features/newsletter/admin/subscriber-tools#SubscriberTools": SubscriberTools_1ecee302e832d9f195d2b6eceed769e7,
  "@/features/dashboard/admin/dashboard#TeamDashboard": TeamDashboard_0126118df3b0237908e61d89cebcc710,
  "@/components/admin/dashboard-header#DashboardHeader": DashboardHeader_a4afe994ae8ca68e2a81f22d752b0abd,
  "@/features/dashboard/admin/dashboard#TeamFiguresLink": TeamFiguresLink_0126118df3b0237908e61d89cebcc710,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
