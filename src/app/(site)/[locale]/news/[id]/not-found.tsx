import { NotFoundScreen } from '@/components/NotFoundMessage'

export default function NewsNotFound() {
  return <NotFoundScreen namespace="news" backPath="/" backKey="backToHome" />
}
