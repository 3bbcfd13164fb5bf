import { NotFoundScreen } from '@/components/NotFoundMessage'

export default function NewsNotFound() {
  return <NotFoundScreen kind="news" />
}
