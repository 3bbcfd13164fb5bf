import { NotFoundScreen } from '@/components/NotFoundMessage'

export default function BlogPostNotFound() {
  return <NotFoundScreen kind="blog" backPath="/blog" />
}
