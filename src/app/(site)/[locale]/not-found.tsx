import { PageNotFound } from '@/components/NotFoundMessage'

export default function NotFound() {
  return <PageNotFound />
}
