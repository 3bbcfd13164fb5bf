import { placeholderPage } from '@/components/PlaceholderPage'

const page = placeholderPage('contact', '/contact')
export const generateMetadata = page.generateMetadata
export default page.Page
