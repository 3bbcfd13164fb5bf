import { placeholderPage } from '@/components/PlaceholderPage'

const page = placeholderPage('quality', '/quality')
export const generateMetadata = page.generateMetadata
export default page.Page
