// Run through the Payload CLI (`payload run tests/helpers/seed-template.ts [step]`) on a test
// template database, then exits, leaving no connection open on it:
// - `bootstrap` (the end-to-end template, tests/helpers/e2e-template.mjs): what a starting server
//   runs on an empty database: migrations, demo content, the first admin from ADMIN_EMAIL;
// - `demo-content` (the integration tests' seeded template, tests/helpers/template.mjs): the
//   demo content loaded into the migrated template by `seed()`, as the test files did themselves.
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { seed } from '../../src/seed'
import { bootstrap } from '../../src/seed/bootstrap'

const step = String(process.argv[2] ?? '')
if (step !== 'bootstrap' && step !== 'demo-content')
  throw new Error(`seed-template: name the step (bootstrap or demo-content), not "${step}"`)
const started = Date.now()
const payload = await getPayload({ config })
if (step === 'bootstrap') await bootstrap(payload)
else await seed(payload)
console.log(`seeded template (${step}) ready in ${Date.now() - started} ms`)
process.exit(0)
