import { InboxTools as InboxTools_b38ada3d4f3a43e4835c303cda00a7ac } from '@/features/inquiries/admin/inbox-tools'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/features/inquiries/admin/inbox-tools#InboxTools": InboxTools_b38ada3d4f3a43e4835c303cda00a7ac,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
