// Bench section "floor": how much of a page's blocking time is the framework's, measured on this
// machine beside our pages.
//
// A minimal Next app is built in a temporary folder with the project's own next and react. Its pages have no client component and no code of ours:
//   /empty        a heading and a line of text: Next and React starting, nothing else;
//   /<page>       the markup our server sends for that page (the body with its scripts taken
//                 out, and the stylesheets), rebuilt as React elements by one server component.
// So /<page> is what Next and React cost for our markup alone: the same elements and texts,
// hydrated the same way, with none of our islands. Lighthouse (the pages section's settings and
// medians) runs on our page and its copy in turn, so a slow moment of the machine falls on both.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseDocument } from 'htmlparser2'
import { freshDatabase, launchChrome, root, withServer } from './lib.mjs'
import { audit, budget, figures, longTasks, medians } from './pages.mjs'

const PORT = Number(process.env.BENCH_PAGES_PORT || 3240)
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT || 3250)
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5)
const PAGES = [
  { key: 'home', path: '/' },
  { key: 'product', path: '/product/turmeric-lakadong' },
  { key: 'blog', path: '/blog' },
  { key: 'contact', path: '/contact' },
]

// HTML attribute names → React prop names, where they differ other than by case.
const PROPS = {
  class: 'className',
  for: 'htmlFor',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
}
const CAMEL = [
  'tabIndex',
  'readOnly',
  'maxLength',
  'minLength',
  'autoComplete',
  'inputMode',
  'encType',
  'colSpan',
  'rowSpan',
  'crossOrigin',
  'srcSet',
  'fetchPriority',
  'dateTime',
  'spellCheck',
  'autoFocus',
  'contentEditable',
  'noValidate',
  'formAction',
  'formMethod',
  'formNoValidate',
  'itemProp',
  'itemScope',
  'itemType',
  'referrerPolicy',
  'enterKeyHint',
  'autoCapitalize',
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'stdDeviation',
  'allowFullScreen',
  'playsInline',
  'accessKey',
  'hrefLang',
  'popoverTarget',
]
for (const name of CAMEL) PROPS[name.toLowerCase()] = name
const BOOLEAN = new Set(
  'hidden disabled checked selected required multiple readonly novalidate open autofocus defer async inert itemscope playsinline controls loop muted reversed default formnovalidate allowfullscreen'.split(
    ' ',
  ),
)

const camel = (name) => name.replace(/[-:]([a-z])/g, (_, c) => c.toUpperCase())
const styleObject = (css) =>
  Object.fromEntries(
    css
      .split(';')
      .map((d) => d.split(/:(.*)/s).map((s) => s.trim()))
      .filter(([k, v]) => k && v)
      .map(([k, v]) => [k.startsWith('--') ? k : camel(k), v]),
  )

/** A parsed node as [tag, props, ...children] (or a string), the shape the floor page renders. */
function toTree(node) {
  if (node.type === 'text') return node.data
  if (node.type !== 'tag' && node.type !== 'style') return null
  if (node.name === 'script' || node.name === 'template' || node.name === 'noscript') return null
  const props = {}
  for (const [name, value] of Object.entries(node.attribs)) {
    const lower = name.toLowerCase()
    if (lower === 'style') props.style = styleObject(value)
    else if (BOOLEAN.has(lower)) props[PROPS[lower] ?? lower] = true
    else if (lower.startsWith('aria-') || lower.startsWith('data-')) props[lower] = value
    else if (PROPS[lower]) props[PROPS[lower]] = value
    else if (name.includes('-') || name.includes(':')) props[camel(name)] = value
    else props[name] = value
  }
  if (node.name === 'input' && 'value' in props) {
    props.defaultValue = props.value
    delete props.value
  }
  if (node.name === 'input' && props.checked) {
    props.defaultChecked = true
    delete props.checked
  }
  if (node.name === 'option') delete props.selected
  if (node.name === 'textarea') {
    props.defaultValue = node.children.map((c) => c.data ?? '').join('')
    return [node.name, props]
  }
  const children = node.children.map(toTree).filter((c) => c !== null && c !== '')
  return [node.name, props, ...children]
}

const find = (node, name) =>
  node.name === name ? node : (node.children ?? []).map((c) => find(c, name)).find(Boolean)

/** Our page as the floor app's data: html attributes, title, stylesheet paths, body tree. */
async function copyOf(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text()
  const doc = parseDocument(html, { lowerCaseAttributeNames: false })
  const htmlEl = find(doc, 'html')
  const head = find(htmlEl, 'head')
  const body = find(htmlEl, 'body')
  const styles = []
  const walk = (n) => {
    if (n.name === 'link' && n.attribs.rel === 'stylesheet') styles.push(n.attribs.href)
    for (const c of n.children ?? []) walk(c)
  }
  walk(head)
  return {
    lang: htmlEl.attribs.lang ?? 'en',
    dir: htmlEl.attribs.dir ?? 'ltr',
    title: find(head, 'title')?.children?.[0]?.data ?? '',
    styles,
    body: toTree(body).slice(2),
  }
}

const LAYOUT = `export default function Layout({ children }) { return children }\n`
const PAGE = `import { createElement } from 'react'
import { notFound } from 'next/navigation'
import pages from '../pages.json'

const render = (node, key) =>
  typeof node === 'string'
    ? node
    : createElement(node[0], key === undefined ? node[1] : { ...node[1], key }, ...node.slice(2).map((c, i) => render(c, i)))

export const dynamicParams = false
export function generateStaticParams() {
  return Object.keys(pages).map((key) => ({ key }))
}

export default async function Page({ params }) {
  const { key } = await params
  const page = pages[key]
  if (!page) notFound()
  return (
    <html lang={page.lang} dir={page.dir}>
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.title}</title>
        {page.styles.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      </head>
      <body>{page.body.map((c, i) => render(c, i))}</body>
    </html>
  )
}
`

/** Writes and builds the floor app; copies our stylesheets into its public folder. */
async function buildFloor(base, copies) {
  // Outside the project, so that Next sees none of the site's own files (src/instrumentation.ts
  // and the rest); the project's node_modules are linked in, and Turbopack's root is set above
  // both so that it follows the link.
  const dir = path.join(os.tmpdir(), 'bench-floor-app')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "export default { turbopack: { root: '/' }, outputFileTracingRoot: '/' }\n",
  )
  fs.mkdirSync(path.join(dir, 'app', '[key]'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'public', 'css'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT)
  fs.writeFileSync(path.join(dir, 'app', '[key]', 'page.jsx'), PAGE)
  const pages = {
    empty: {
      lang: 'en',
      dir: 'ltr',
      title: 'Empty',
      styles: [],
      body: [['main', {}, ['h1', {}, 'Empty page'], ['p', {}, 'Next and React, nothing else.']]],
    },
  }
  let n = 0
  for (const [key, copy] of Object.entries(copies)) {
    const styles = []
    for (const href of copy.styles) {
      const name = `/css/${key}-${n++}.css`
      fs.writeFileSync(
        path.join(dir, 'public', name),
        await (await fetch(new URL(href, base))).text(),
      )
      styles.push(name)
    }
    pages[key] = { ...copy, styles }
  }
  fs.writeFileSync(path.join(dir, 'app', 'pages.json'), JSON.stringify(pages))
  const built = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  if (built.status !== 0) throw new Error(`floor app build failed:\n${built.stdout}${built.stderr}`)
  return dir
}

async function startFloor(dir) {
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(FLOOR_PORT)],
    {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
  const base = `http://127.0.0.1:${FLOOR_PORT}`
  const end = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(base + '/empty')).ok) break
    } catch {}
    if (Date.now() > end || child.exitCode !== null) throw new Error('floor app did not start')
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    },
  }
}

const summary = (lhrs) => {
  const runs = lhrs.runs.map(figures)
  const m = medians(runs)
  const tbtRun = lhrs.runs[runs.findIndex((r) => r.tbtMs === m.tbtMs)] ?? lhrs.medianRun
  return {
    performance: m.performance,
    tbtMs: m.tbtMs,
    lcpMs: m.lcpMs,
    benchmarkIndex: m.benchmarkIndex,
    tbtRuns: runs.map((r) => r.tbtMs),
    longTasks: longTasks(tbtRun),
  }
}

export default async function run() {
  const db = await freshDatabase('sqlite', 'floor')
  try {
    return await withServer(db.env, PORT, async (base) => {
      for (const p of PAGES) for (let i = 0; i < 3; i++) await (await fetch(base + p.path)).text()
      const copies = {}
      for (const p of PAGES) copies[p.key] = await copyOf(base, p.path)
      console.log('  building the floor app (Next and React only)')
      const dir = await buildFloor(base, copies)
      const floor = await startFloor(dir)
      const chrome = await launchChrome()
      const rows = []
      try {
        console.log(`  lighthouse /empty (${RUNS} runs)`)
        rows.push({
          page: '(empty page)',
          floor: summary(await audit(chrome, floor.base + '/empty', false)),
        })
        const origin = base.replace('127.0.0.1', 'localhost')
        for (const p of PAGES) {
          console.log(
            `  lighthouse ${p.path}: ours, then its copy without our code (${RUNS} runs each)`,
          )
          const ours = summary(await audit(chrome, origin + p.path, false))
          const copy = summary(await audit(chrome, `${floor.base}/${p.key}`, false))
          rows.push({ page: p.path, ours, floor: copy })
        }
      } finally {
        await chrome.kill()
        await floor.stop()
        fs.rmSync(dir, { recursive: true, force: true })
      }
      console.log(
        `\nBlocking time (ms, median of ${RUNS}; budget ${budget.tbt}): our page, and the same markup on Next and React alone`,
      )
      console.table(
        rows.map((r) => ({
          page: r.page,
          'ours TBT': r.ours ? `${r.ours.tbtMs} (${r.ours.tbtRuns.join(', ')})` : '',
          'ours perf': r.ours?.performance ?? '',
          'floor TBT': `${r.floor.tbtMs} (${r.floor.tbtRuns.join(', ')})`,
          'floor perf': r.floor.performance,
          'CPU index': r.floor.benchmarkIndex,
        })),
      )
      return { budgetTbtMs: budget.tbt, lighthouseRuns: RUNS, pages: rows }
    })
  } finally {
    await db.drop()
  }
}
