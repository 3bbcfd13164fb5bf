// A closer look at pages than the bench's budgets give (not a bench section): which main-thread
// tasks make a page's total blocking time, and which elements move (layout shift). Any page,
// in any language. With the site running (e.g. `npm start`):
//   node bench/probe.mjs http://localhost:3000 /ar /contact /quote
// Each Lighthouse run (mobile preset, as bench/pages.mjs) prints the four category scores, TBT,
// FCP, LCP, TTI, CLS and Lighthouse's CPU index of this machine; then each long task (start and
// duration as Lighthouse simulates them on its phone, and the script or page it is charged to),
// each layout shift with the element that moved, the main thread's time by kind of work, and the
// audits that failed. RUNS (default 1) runs a page; BLOCKED=1 blocks the page's scripts as the
// bench's second run does; SAVE=DIR keeps each report as JSON there.
import fs from 'node:fs'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { APP_SCRIPTS, launchChrome } from './lib.mjs'

const [base, ...paths] = process.argv.slice(2)
if (!base || paths.length === 0) {
  console.error('usage: node bench/probe.mjs BASE_URL PATH…')
  process.exit(2)
}
const RUNS = Number(process.env.RUNS || 1)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const ms = (lhr, id) => Math.round(lhr.audits[id]?.numericValue ?? NaN)

const chrome = await launchChrome()
try {
  for (const p of paths) {
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(base + p, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        blockedUrlPatterns: process.env.BLOCKED ? APP_SCRIPTS : [],
      })
      if (lhr.runtimeError) {
        console.log(`${p} run ${i + 1}: ${lhr.runtimeError.code} (not counted)`)
        continue
      }
      const a = lhr.audits
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c].score ?? 0) * 100))
      console.log(
        `${p} run ${i + 1}: scores ${scores.join('/')} TBT ${ms(lhr, 'total-blocking-time')}` +
          ` FCP ${ms(lhr, 'first-contentful-paint')} LCP ${ms(lhr, 'largest-contentful-paint')}` +
          ` TTI ${ms(lhr, 'interactive')}` +
          ` CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}` +
          ` CPU index ${Math.round(lhr.environment.benchmarkIndex)}`,
      )
      for (const t of a['long-tasks']?.details?.items ?? [])
        console.log(
          `   long task at ${Math.round(t.startTime)} ms, ${Math.round(t.duration)} ms:` +
            ` ${String(t.url).replace(base, '')}`,
        )
      for (const s of a['layout-shifts']?.details?.items ?? [])
        console.log(`   layout shift ${s.score?.toFixed(3)}: ${s.node?.snippet?.slice(0, 120)}`)
      const work = a['mainthread-work-breakdown']?.details?.items ?? []
      console.log(
        '   main thread:',
        work.map((x) => `${x.group} ${Math.round(x.duration)} ms`).join(', '),
      )
      const failed = Object.values(a)
        .filter((x) => x.scoreDisplayMode === 'binary' && x.score === 0)
        .map((x) => x.id)
      if (failed.length) console.log('   failed audits:', failed.join(', '))
      // The elements behind them: the largest paint, and each node a failed audit names.
      const lcp = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
      if (lcp) console.log('   LCP element:', lcp.snippet?.slice(0, 160))
      for (const id of failed)
        for (const item of (a[id].details?.items ?? []).slice(0, 5))
          if (item.node?.snippet)
            console.log(
              `   ${id}: ${item.node.snippet.slice(0, 160)} ${item.node.explanation?.split('\n')[1]?.trim() ?? ''}`,
            )
      if (process.env.SAVE)
        fs.writeFileSync(
          path.join(process.env.SAVE, `${p.replace(/\W/g, '_')}-${i + 1}.json`),
          JSON.stringify(lhr),
        )
    }
  }
} finally {
  await chrome.kill()
}
