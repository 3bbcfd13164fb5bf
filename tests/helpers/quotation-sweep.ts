// The quotations' clock at a time the test chooses, on the database of this environment
// (DATABASE_URL, or SQLITE_FILE): one sweep (src/features/quotations/expiry.ts) as if the
// clock read <ISO time>, under the job's lease like a server's own sweep; prints its report as
// JSON. The reminders it queues are delivered by the running server's outbox. For the browser
// tests (a server's environment: TestServer.runScript); not part of the site.
//
//   payload run tests/helpers/quotation-sweep.ts 2030-03-10T09:00:00.000Z
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { tickQuotationSweep } from '../../src/features/quotations/expiry'
import { siteUrl } from '../../src/lib/site-url'

const at = String(process.argv[2] ?? '')
const now = new Date(at)
if (!/^\d{4}-\d\d-\d\dT/.test(at) || Number.isNaN(now.getTime())) {
  console.error('usage: payload run tests/helpers/quotation-sweep.ts <ISO time>')
  process.exit(2)
}
const payload = await getPayload({ config })
// Another instance (the server's own sweep) may hold the lease for a moment.
for (let attempt = 1; ; attempt++) {
  const report = await tickQuotationSweep(payload, { now, siteUrl: siteUrl() })
  if (report !== 'locked') {
    console.log(JSON.stringify(report))
    break
  }
  if (attempt === 30) {
    console.error('the quotation sweep stayed locked by another instance')
    process.exit(1)
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000))
}
process.exit(0)
