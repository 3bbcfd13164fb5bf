/**
 * A moment as the admin shows it to staff, the same for everyone wherever they sit:
 * "29 Nov 2026, 09:30 UTC" (the inquiry history, the conversation box).
 */
export const staffTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso)) + ' UTC'
