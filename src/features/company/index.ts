// Public entry of the company feature (server side).

export { certificateState } from './certificates'
export {
  heldCertificates,
  heldClaims,
  heldNames,
  loadCompanyFacts,
  withCompanyFacts,
  type CompanyFacts,
  type FactCertificate,
} from './facts'
export { getCompanyFacts, getHeldCertificates } from './queries'
export { Badges, SectionHeading, StatGrid } from './components/blocks'
