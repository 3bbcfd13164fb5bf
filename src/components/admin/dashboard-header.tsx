import Link from 'next/link'
import type { CollectionSlug, ServerProps, Where } from 'payload'

type Task = { label: string; href: string; note?: string }
type Count = { label: string; href: string; slug: CollectionSlug; where: Where; urgent?: boolean }

const box: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 6,
  padding: '12px 16px',
  textDecoration: 'none',
  color: 'var(--theme-text)',
  display: 'block',
}

/**
 * The top of the admin's dashboard (admin.components.beforeDashboard): a short welcome, the
 * tasks staff do most, and live counts of what is waiting, each a link to the filtered list.
 * A server component: it adds no script to the admin. Counts and links are only shown for what
 * the signed-in role may read or change.
 */
export async function DashboardHeader({ payload, user, permissions }: ServerProps) {
  const admin = payload.config.routes.admin
  const can = (slug: string, op: 'read' | 'create' | 'update') =>
    Boolean(permissions?.collections?.[slug]?.[op])
  const canEdit = (global: string) => Boolean(permissions?.globals?.[global]?.update)

  const tasks: Task[] = [
    can('products', 'create') && {
      label: 'Add a product',
      href: `${admin}/collections/products/create`,
    },
    can('products', 'update') && {
      label: 'Add photos to a product',
      href: `${admin}/collections/products`,
      note: 'open the product, then Pictures',
    },
    can('media', 'create') && {
      label: 'Upload a picture',
      href: `${admin}/collections/media/create`,
    },
    canEdit('home-page') && { label: 'Edit the home page', href: `${admin}/globals/home-page` },
    can('posts', 'create') && {
      label: 'Write a blog post',
      href: `${admin}/collections/posts/create`,
    },
    can('inquiries', 'read') && {
      label: 'Work the inquiries',
      href: `${admin}/collections/inquiries`,
    },
    canEdit('site-settings') && {
      label: 'Phone, email and address',
      href: `${admin}/globals/site-settings`,
    },
  ].filter((t): t is Task => Boolean(t))

  const counts: Count[] = [
    {
      label: 'New inquiries waiting',
      slug: 'inquiries',
      where: { status: { equals: 'new' } },
      href: `${admin}/collections/inquiries?where[status][equals]=new`,
      urgent: true,
    },
    {
      label: 'Emails that failed',
      slug: 'emails',
      where: { status: { equals: 'failed' } },
      href: `${admin}/collections/emails?where[status][equals]=failed`,
      urgent: true,
    },
    {
      label: 'Blog posts in draft',
      slug: 'posts',
      where: { _status: { equals: 'draft' } },
      href: `${admin}/collections/posts?where[_status][equals]=draft`,
    },
    {
      label: 'Products',
      slug: 'products',
      where: {},
      href: `${admin}/collections/products`,
    },
  ].filter((c) => can(c.slug, 'read')) as Count[]

  const figures = await Promise.all(
    counts.map((c) =>
      payload
        .count({ collection: c.slug, where: c.where, user, overrideAccess: false })
        .then((r) => r.totalDocs)
        // A count that cannot be read is left out, never the whole dashboard.
        .catch(() => null),
    ),
  )
  const name = (user as { name?: string | null } | null)?.name || user?.email

  return (
    <section aria-labelledby="dashboard-welcome" style={{ marginBottom: 32 }}>
      <h2 id="dashboard-welcome" style={{ margin: '0 0 4px' }}>
        Welcome{name ? `, ${name}` : ''}
      </h2>
      <p style={{ margin: '0 0 16px', color: 'var(--theme-elevation-600)' }}>
        Saved changes show on the public site at once. The menu groups everything staff edit:
        Catalogue, Company pages, Blog &amp; news, Sales, Mail and System.
      </p>
      {counts.length > 0 && (
        <ul
          aria-label="Waiting now"
          style={{
            listStyle: 'none',
            padding: 0,
            margin: '0 0 16px',
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          }}
        >
          {counts.map((c, i) =>
            figures[i] === null ? null : (
              <li key={c.slug}>
                <Link
                  href={c.href}
                  style={{
                    ...box,
                    borderColor:
                      c.urgent && figures[i]! > 0
                        ? 'var(--theme-warning-500)'
                        : 'var(--theme-elevation-150)',
                  }}
                >
                  <strong style={{ display: 'block', fontSize: 28, lineHeight: 1.2 }}>
                    {figures[i]}
                  </strong>
                  <span>{c.label}</span>
                </Link>
              </li>
            ),
          )}
        </ul>
      )}
      {tasks.length > 0 && (
        <nav aria-label="Common tasks">
          <ul
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 8,
            }}
          >
            {tasks.map((t) => (
              <li key={t.href}>
                <Link href={t.href} style={{ ...box, padding: '6px 12px' }}>
                  {t.label}
                  {t.note && (
                    <span style={{ color: 'var(--theme-elevation-600)' }}> ({t.note})</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  )
}
