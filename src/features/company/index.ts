// Public entry of the company feature (server side).

export { certificateState } from './certificates'
export {
  heldCertificates,
  loadCompanyFacts,
  withCompanyFacts,
  type CompanyFacts,
  type FactCertificate,
} from './facts'
export { getHeldCertificates } from './queries'
export { Badges, SectionHeading, StatGrid } from './components/blocks'
