import clsx from 'clsx'

/**
 * The flags shipped as pictures (public/flags: flag-icons, MIT licence, public/flags/LICENSE.txt;
 * Spain's is its civil flag, drawn here without the heavy coat of arms). Flag emoji are not
 * drawn as flags everywhere: Windows shows the two letters, and a system without an emoji font
 * shows empty boxes after searching every font for them, which slowed laying out a card with a
 * flag (docs/decisions/007-lower-parts-laid-out-later.md).
 */
export const SHIPPED = new Set([
  'ae',
  'br',
  'cn',
  'de',
  'es',
  'eu',
  'fr',
  'gb',
  'jp',
  'ru',
  'sa',
  'sg',
  'us',
  'za',
])

/** The two-letter code a flag emoji spells (two regional indicator symbols), or null. */
export function flagCode(emoji: string): string | null {
  const points = [...emoji.trim()].map((c) => c.codePointAt(0) ?? 0)
  if (points.length !== 2 || points.some((p) => p < 0x1f1e6 || p > 0x1f1ff)) return null
  return points.map((p) => String.fromCharCode(p - 0x1f1e6 + 97)).join('')
}

/**
 * A flag beside a name that says the same (so the picture is decoration, alt=""): the shipped
 * picture for a flag emoji we have, else the emoji as text. Loaded when near the screen.
 */
export function Flag({ emoji, className }: { emoji: string; className?: string }) {
  const code = flagCode(emoji)
  if (!code || !SHIPPED.has(code))
    return (
      <span aria-hidden="true" className={className}>
        {emoji}
      </span>
    )
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 1 KB vector from our own files
    <img
      src={`/flags/${code}.svg`}
      alt=""
      width={4}
      height={3}
      loading="lazy"
      decoding="async"
      className={clsx('shrink-0 rounded-sm object-cover ring-1 ring-black/10', className)}
    />
  )
}
