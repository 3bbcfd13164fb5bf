import { NotFoundScreen } from '@/components/NotFoundMessage'

export default function ProductNotFound() {
  return <NotFoundScreen kind="product" />
}
