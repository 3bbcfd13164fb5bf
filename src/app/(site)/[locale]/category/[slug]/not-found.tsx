import { NotFoundScreen } from '@/components/NotFoundMessage'

export default function CategoryNotFound() {
  return <NotFoundScreen kind="category" />
}
