import type { CollectionConfig } from 'payload'
import { adminOnly, nobody, salesTeam } from '@/access'
import { MESSAGE_MAX, messageAuthors } from '@/features/conversations/constants'
import { conversationEndpoints } from '@/features/conversations/endpoints'
import {
  afterMessage,
  deleteMessageFiles,
  fillMessage,
  refuseClosed,
} from '@/features/conversations/hooks'

/**
 * The conversation of each inquiry: messages between the buyer and the team, oldest first.
 * Staff (admins and sales) read them and write theirs from the inquiry's Conversation box (or
 * the REST API); buyers never through the API: their messages come through the site's own
 * routes (/api/conversation), which mark them as the buyer's. Each new message is emailed to
 * the other side (hooks in features/conversations). Messages are never edited; admins may
 * delete one (e.g. something sent by mistake). Either side may attach files to a message (kept in
 * the private `attachments` collection, each naming its message).
 */
export const InquiryMessages: CollectionConfig = {
  slug: 'inquiry-messages',
  labels: { singular: 'Inquiry message', plural: 'Inquiry messages' },
  lockDocuments: false,
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'body',
    defaultColumns: ['createdAt', 'inquiry', 'author', 'staffUser', 'body'],
    description:
      'Messages between buyers and the team. Reply from the Conversation box of the inquiry: the buyer is emailed.',
  },
  access: {
    read: salesTeam,
    create: salesTeam,
    update: nobody,
    delete: adminOnly,
  },
  endpoints: conversationEndpoints,
  hooks: {
    beforeValidate: [fillMessage],
    beforeChange: [refuseClosed],
    afterChange: [afterMessage],
    beforeDelete: [deleteMessageFiles],
  },
  fields: [
    {
      name: 'inquiry',
      type: 'relationship',
      relationTo: 'inquiries',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'author',
          label: 'Written by',
          type: 'select',
          required: true,
          defaultValue: 'staff',
          options: messageAuthors.map((value) => ({
            value,
            label: value === 'buyer' ? 'The buyer' : 'Staff',
          })),
          admin: { readOnly: true },
        },
        {
          name: 'staffUser',
          label: 'Staff member',
          type: 'relationship',
          relationTo: 'users',
          admin: { readOnly: true, condition: (data) => data?.author === 'staff' },
        },
      ],
    },
    {
      name: 'body',
      label: 'Message',
      type: 'textarea',
      required: true,
      maxLength: MESSAGE_MAX,
      admin: { description: 'Plain text. The buyer receives it by email.' },
    },
    {
      // The files sent with the message: each attachment names its message (`message`), so
      // this is their list, not a second copy of the link.
      name: 'attachments',
      label: 'Attached files',
      type: 'join',
      collection: 'attachments',
      on: 'message',
      defaultLimit: 10,
      admin: { allowCreate: false, defaultColumns: ['originalName', 'side', 'filesize'] },
    },
  ],
  timestamps: true,
}
