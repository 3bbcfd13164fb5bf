import { describe, expect, it } from 'vitest'
import { auditVerdict } from './audit.mjs'

// What npm 11 prints with --json when the registry refuses the bulk advisory endpoint.
const refused = JSON.stringify({
  message:
    '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
})
const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
    },
  })

describe('auditVerdict', () => {
  it('says plainly that nothing was checked when the advisory service refuses', () => {
    const verdict = auditVerdict({ stdout: refused, status: 1 })
    expect(verdict.code).toBe(2)
    expect(verdict.lines[0]).toContain('NOT CHECKED')
    expect(verdict.lines[1]).toContain('405 Method Not Allowed')
  })

  it('says not checked when npm printed no JSON at all (network down)', () => {
    const verdict = auditVerdict({ stdout: '', stderr: 'npm error code ENOTFOUND\n', status: 1 })
    expect(verdict.code).toBe(2)
    expect(verdict.lines[1]).toContain('ENOTFOUND')
  })

  it('passes a clean report and one with advisories below the level only', () => {
    expect(auditVerdict({ stdout: report({}, {}), status: 0 }).code).toBe(0)
    const low = report({ a: { severity: 'low', range: '<1.0.1', fixAvailable: true } }, { low: 1 })
    expect(auditVerdict({ stdout: low, status: 1 }, 'high').code).toBe(0)
    expect(auditVerdict({ stdout: low, status: 1 }, 'low').code).toBe(1)
  })

  it('names each package at or above the level', () => {
    const stdout = report(
      {
        next: { severity: 'critical', range: '16.0.0 - 16.4.6', fixAvailable: true },
        pino: { severity: 'moderate', range: '<9', fixAvailable: false },
      },
      { critical: 1, moderate: 1 },
    )
    const verdict = auditVerdict({ stdout, status: 1 }, 'moderate')
    expect(verdict.code).toBe(1)
    expect(verdict.lines.join('\n')).toMatch(/critical +next 16\.0\.0 - 16\.4\.6 \(fix available\)/)
    expect(verdict.lines.join('\n')).toMatch(/moderate +pino <9 \(no fix yet\)/)
    expect(verdict.lines.at(-1)).toContain('2 advisories at level moderate or above')
  })
})
