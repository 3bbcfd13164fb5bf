// `npm run migrate`: applies the committed migrations to the database of DATABASE_URL (or the
// SQLite file), holding the same lock as a starting server, so it is safe while instances start.
// Run through the Payload CLI (`payload run`) by package.json; prints what it did.
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { dialect } from '../src/db'
import { migrate } from '../src/seed/bootstrap'

const started = Date.now()
const payload = await getPayload({ config })
await migrate(payload)
console.log(`migrations up to date (${dialect()}) in ${Date.now() - started} ms`)
process.exit(0)
