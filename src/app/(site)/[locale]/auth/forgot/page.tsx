import { forgotScreen } from '@/features/accounts/components/AuthScreen'

const screen = forgotScreen()
export const generateMetadata = screen.generateMetadata
export default screen.Page
