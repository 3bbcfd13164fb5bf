import { resetScreen } from '@/features/accounts/components/AuthScreen'

export const dynamic = 'force-dynamic'

const screen = resetScreen()
export const generateMetadata = screen.generateMetadata
export default screen.Page
