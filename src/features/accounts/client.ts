// Public entry of the accounts feature for client components (the header, the inquiry forms).

export { AccountMenu } from './components/account-menu.client'
export { AccountPrefill } from './components/account-prefill.client'
