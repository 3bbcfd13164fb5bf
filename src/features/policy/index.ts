// Public entry of the export-policy feature (server side): policy updates on product and
// category pages, following a product, the alerts emailed to followers, proposals from news.

export { CategoryPolicyNotices, PolicyNotices } from './components/PolicyNotices'
export { FollowForm } from './components/FollowForm'
export { FollowedProducts } from './components/FollowedProducts'
export { productPolicyNotices, categoryPolicyNotices, type PolicyNotice } from './queries'
export { followedProducts, policyTokenOwner } from './follows'
export { proposeFromNews } from './proposals'
export { sendPolicyAlerts, startPolicyAlerts, stopPolicyAlerts, tickPolicyAlerts } from './notify'
export { policyFollowPost, policyUnsubscribe, policyUnsubscribePage } from './http'
export type { PolicyHttpOptions } from './http'
export { FOLLOW_RATE_PER_MINUTE, TOKEN_RATE_PER_MINUTE } from './constants'
