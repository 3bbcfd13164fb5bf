import { placeholderPage } from '@/components/PlaceholderPage'

const page = placeholderPage('auth', '/auth')
export const generateMetadata = page.generateMetadata
export default page.Page
