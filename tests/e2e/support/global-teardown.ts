import { dropSeededTemplate } from '../../helpers/e2e-template.mjs'

/** Playwright's global teardown: drops the run's seeded template (tests/helpers/e2e-template.mjs). */
export default async function globalTeardown() {
  await dropSeededTemplate()
}
