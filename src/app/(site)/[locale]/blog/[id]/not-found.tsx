import { NotFoundScreen } from '@/components/NotFoundMessage'

export default function BlogPostNotFound() {
  return <NotFoundScreen namespace="blog" backPath="/blog" backKey="backToBlog" />
}
