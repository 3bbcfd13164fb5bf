import { placeholderPage } from '@/components/PlaceholderPage'

const page = placeholderPage('articles', '/articles')
export const generateMetadata = page.generateMetadata
export default page.Page
