import { placeholderPage } from '@/components/PlaceholderPage'

const page = placeholderPage('blog', '/blog')
export const generateMetadata = page.generateMetadata
export default page.Page
