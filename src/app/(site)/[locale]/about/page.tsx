import { placeholderPage } from '@/components/PlaceholderPage'

const page = placeholderPage('about', '/about')
export const generateMetadata = page.generateMetadata
export default page.Page
