import { authScreen } from '@/features/accounts/components/AuthScreen'

export const dynamic = 'force-dynamic'

const screen = authScreen('signup')
export const generateMetadata = screen.generateMetadata
export default screen.Page
