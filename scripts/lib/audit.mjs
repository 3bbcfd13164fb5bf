// What `npm audit --omit=dev --json` said, in plain words (scripts/audit.mjs). npm prints an
// error and exits 1 both when it finds advisories and when the registry's advisory service
// cannot be reached (it answers 405 on some mirrors and offline machines), so its exit code
// cannot tell "vulnerable" from "not checked"; its JSON can.

export const LEVELS = ['info', 'low', 'moderate', 'high', 'critical']

/** @returns {any} */
function parse(text) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * The verdict on one run of npm audit: `code` 0 (nothing at or above `level`), 1 (advisories
 * found) or 2 (not checked), and the lines to print.
 * @param {{ stdout?: string, stderr?: string, status?: number | null, error?: Error }} run
 * @param {string} level
 */
export function auditVerdict(run, level = 'high') {
  const report = parse(run.stdout ?? '')
  const counts = report?.metadata?.vulnerabilities
  if (!counts) {
    const why =
      report?.message ??
      run.error?.message ??
      (run.stderr ?? '').split('\n').find((line) => /error|warn/i.test(line)) ??
      `npm audit exited ${run.status}`
    return {
      code: 2,
      lines: [
        "npm audit: NOT CHECKED. The registry's advisory service could not be reached.",
        `  ${why.trim()}`,
        '  Nothing is known about advisories for the installed packages; run it again where',
        '  the registry (or a mirror with the advisory endpoint) is reachable.',
      ],
    }
  }
  const over = LEVELS.slice(Math.max(0, LEVELS.indexOf(level)))
  const found = over.reduce((sum, name) => sum + (counts[name] ?? 0), 0)
  const lines = [
    `npm audit (production dependencies): ${LEVELS.map((n) => `${counts[n] ?? 0} ${n}`).join(', ')}.`,
  ]
  if (!found) return { code: 0, lines: [...lines, `No advisories at level ${level} or above.`] }
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (!over.includes(entry.severity)) continue
    const fix = entry.fixAvailable ? 'fix available' : 'no fix yet'
    lines.push(`  ${entry.severity.padEnd(8)} ${name} ${entry.range} (${fix})`)
  }
  lines.push(`${found} advisories at level ${level} or above: see \`npm audit --omit=dev\`.`)
  return { code: 1, lines }
}
