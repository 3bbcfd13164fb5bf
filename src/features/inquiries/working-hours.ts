/**
 * Working-hours arithmetic for the reply reminders: how much of the span between two instants
 * falls inside the team's working week (some weekdays, one daily window, in one time zone).
 * Pure functions of their arguments; the zone's offset comes from Intl, so a zone with summer
 * time is handled day by day as well as Asia/Kolkata (which has none).
 */

export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof weekdays)[number]

export type WorkingWeek = {
  /** The days the team works. */
  days: readonly Weekday[]
  /** Start and end of the working day, "HH:MM" (24-hour clock, local time). */
  start: string
  end: string
  /** IANA time zone the start and end are in, e.g. Asia/Kolkata. */
  timeZone: string
}

export const defaultWorkingWeek: WorkingWeek = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start: '09:00',
  end: '18:00',
  timeZone: 'Asia/Kolkata',
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** "HH:MM" → minutes after midnight; null when malformed or out of range (24:00 is allowed). */
export function clockMinutes(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim())
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null
  return h * 60 + min
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The zone's wall clock at `instant`, as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
}

/** The instant at which the zone's clock shows `wall` (a wall-clock time written as UTC ms). */
function instantOf(wall: number, timeZone: string): number {
  const flooredSecond = (t: number) => Math.floor(t / 1000) * 1000
  let guess = wall - (wallClock(wall, timeZone) - flooredSecond(wall))
  // Once more, in case the offset differs at the guess (a summer-time change in between).
  guess = wall - (wallClock(guess, timeZone) - flooredSecond(guess))
  return guess
}

/** The working windows [start, end) of each local day that touches [from, to], in order. */
function* windows(from: number, to: number, week: WorkingWeek): Generator<[number, number]> {
  const start = clockMinutes(week.start)
  const end = clockMinutes(week.end)
  if (start === null || end === null || end <= start || week.days.length === 0) return
  if (!isTimeZone(week.timeZone)) return
  const wallFrom = wallClock(from, week.timeZone)
  // Local midnight of the first day, as wall-clock ms.
  let day = wallFrom - (wallFrom % DAY)
  for (;;) {
    const open = instantOf(day + start * MINUTE, week.timeZone)
    if (open > to) return
    const weekday = weekdays[new Date(day).getUTCDay()]
    if (week.days.includes(weekday)) {
      const close = instantOf(day + end * MINUTE, week.timeZone)
      yield [open, close]
    }
    day += DAY
  }
}

/** Working minutes between two instants (0 when `to` is not after `from`). */
export function workingMinutesBetween(from: Date, to: Date, week: WorkingWeek): number {
  const a = from.getTime()
  const b = to.getTime()
  if (!(b > a)) return 0
  let total = 0
  for (const [open, close] of windows(a, b, week)) {
    const overlap = Math.min(close, b) - Math.max(open, a)
    if (overlap > 0) total += overlap
  }
  return Math.floor(total / MINUTE)
}

/**
 * The instant `minutes` working minutes after `from` (an arrival after hours counts from the
 * next opening); null when the week has no working time at all (no days, or end before start).
 */
export function addWorkingMinutes(from: Date, minutes: number, week: WorkingWeek): Date | null {
  const a = from.getTime()
  let left = Math.max(0, minutes) * MINUTE
  // Far enough for any sensible setting; a week without working time ends the loop at once.
  const horizon = a + (Math.ceil(minutes / 60) + 2) * 7 * DAY
  for (const [open, close] of windows(a, horizon, week)) {
    const begin = Math.max(open, a)
    if (close <= begin) continue
    if (begin + left <= close) return new Date(begin + left)
    left -= close - begin
  }
  return null
}
