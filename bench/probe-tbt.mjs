// Which main-thread tasks make a page's total blocking time (a look, not a bench section).
// With the site running (e.g. `npm start`):
//   node bench/probe-tbt.mjs http://localhost:3000 /ar /contact
// Each Lighthouse run (mobile preset, as bench/pages.mjs) prints its performance score, TBT, FCP,
// LCP, TTI and Lighthouse's CPU index of this machine, then each long task (start and duration
// as Lighthouse simulates them on its phone, and the script or page it is charged to) and the
// main thread's time by kind of work. RUNS (default 3) runs a page; BLOCKED=1 blocks the page's
// scripts as the bench's second run does; SAVE=DIR keeps each report as JSON there.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags } from '../scripts/lib/chromium.mjs'

const [base, ...paths] = process.argv.slice(2)
const RUNS = Number(process.env.RUNS || 3)
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-chrome-'))
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumFlags],
  userDataDir,
})
try {
  for (const p of paths) {
    for (let i = 0; i < RUNS; i++) {
      const r = await lighthouse(base + p, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        blockedUrlPatterns: process.env.BLOCKED ? ['*/_next/static/*.js'] : [],
      })
      if (r.lhr.runtimeError) {
        console.log(`${p} run ${i}: ${r.lhr.runtimeError.code} (not counted)`)
        continue
      }
      const a = r.lhr.audits
      const lt = a['long-tasks']?.details?.items ?? []
      console.log(
        `${p} run ${i}: perf ${Math.round(r.lhr.categories.performance.score * 100)} TBT ${Math.round(a['total-blocking-time'].numericValue)} FCP ${Math.round(a['first-contentful-paint'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} TTI ${Math.round(a['interactive'].numericValue)} bench ${Math.round(r.lhr.environment.benchmarkIndex)}`,
      )
      for (const t of lt)
        console.log(
          `   long task ${Math.round(t.startTime)} +${Math.round(t.duration)} ${t.url?.replace(base, '')}`,
        )
      const mw = a['mainthread-work-breakdown']?.details?.items ?? []
      console.log(
        '   main thread:',
        mw.map((x) => `${x.group} ${Math.round(x.duration)}`).join(', '),
      )
      if (process.env.SAVE)
        fs.writeFileSync(
          path.join(process.env.SAVE, `${p.replace(/\W/g, '_')}-${i}.json`),
          JSON.stringify(r.lhr),
        )
    }
  }
} finally {
  await chrome.kill()
  fs.rmSync(userDataDir, { recursive: true, force: true })
}
