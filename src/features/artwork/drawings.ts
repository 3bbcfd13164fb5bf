import { seededRandom } from '@/lib/random'
import type { ArtKind, CategoryId } from '@/features/catalogue'
import { blogTopic, type BlogSubject, type BlogTopicInput } from './topics'

type Rng = () => number
type RGB = [number, number, number]
type Pt = [number, number]
type Stop = [number, string, number?]

const hashString = (s: string): number => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

const mulberry32 = (seed: number): Rng => seededRandom(seed)

const f = (v: number): string => {
  const x = Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10
  return Object.is(x, -0) ? '0' : String(x)
}
const f3 = (v: number): string => String(Math.round(v * 1000) / 1000)
const pt = (x: number, y: number): string => `${f(x)} ${f(y)}`
const rr = (r: Rng, a: number, b: number): number => a + (b - a) * r()
const ri = (r: Rng, a: number, b: number): number => Math.floor(rr(r, a, b + 1))
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length]
const gauss = (r: Rng): number => (r() + r() + r() + r() - 2) / 2
const clamp = (v: number, a: number, b: number): number => Math.min(b, Math.max(a, v))
const has = (text: string, words: string[]): boolean => {
  const t = text.toLowerCase()
  return words.some((w) => t.includes(w))
}
const shuffle = <T>(r: Rng, list: T[]): T[] => {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

const escapeXml = (s: string): string =>
  s.replace(/[<>&'"]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&apos;',
  )

const parseHex = (hex: string): RGB => {
  let h = hex.trim().replace(/^#/, '')
  if (h.length === 3) h = h.replace(/./g, (c) => c + c)
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [160, 120, 80]
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)]
}
const toHex = (c: RGB): string =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
const mix = (a: string, b: string, t: number): string => {
  const x = parseHex(a)
  const y = parseHex(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}
const lighten = (c: string, t: number): string => mix(c, '#fffbf2', t)
const darken = (c: string, t: number): string => mix(c, '#1e140c', t)
const colorDist = (a: string, b: string): number => {
  const x = parseHex(a)
  const y = parseHex(b)
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2])
}
const luminance = (c: string): number => {
  const [r, g, b] = parseHex(c).map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

type Palette = {
  main: string
  light: string
  lighter: string
  dark: string
  darker: string
  accent: string
  accentLight: string
  accentDark: string
}

const palette = (colors: [string, string]): Palette => {
  const main = toHex(parseHex(colors[0]))
  const accent = toHex(parseHex(colors[1]))
  return {
    main,
    light: lighten(main, 0.22),
    lighter: lighten(main, 0.45),
    dark: darken(main, 0.22),
    darker: darken(main, 0.42),
    accent,
    accentLight: lighten(accent, 0.45),
    accentDark: darken(accent, 0.3),
  }
}

const stopsSvg = (stops: Stop[]): string =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')

class Ctx {
  readonly defs: string[] = []
  private n = 0
  private shadeUrl = ''
  constructor(
    readonly r: Rng,
    private readonly prefix: string,
  ) {}

  uid(): string {
    return `${this.prefix}${(this.n++).toString(36)}`
  }

  add(def: string): void {
    this.defs.push(def)
  }

  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid()
    this.add(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** A gradient from `top` to `bottom`. */
  fade(top: string, bottom: string): string {
    return this.lin([
      [0, top],
      [1, bottom],
    ])
  }

  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.uid()
    this.add(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.uid()
    this.add(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  shade(): string {
    if (!this.shadeUrl) {
      this.shadeUrl = this.rad([
        [0, '#3b2814', 0.34],
        [0.6, '#3b2814', 0.14],
        [1, '#3b2814', 0],
      ])
    }
    return this.shadeUrl
  }
}

const svgDoc = (w: number, h: number, ctx: Ctx, body: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">` +
  (ctx.defs.length ? `<defs>${ctx.defs.join('')}</defs>` : '') +
  body +
  '</svg>'

const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`
const circ = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`
const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = '',
): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra}/>`
const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`
const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
const op = (o: number): string => ` opacity="${o}"`
const tr = (x: number, y: number, rot = 0, s = 1): string =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s !== 1 ? ` scale(${s.toFixed(3)})` : ''}`
const grp = (content: string, transform?: string, extra = ''): string =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra}>${content}</g>`
const inst = (id: string, x: number, y: number, rot = 0, s = 1): string =>
  Math.round(rot) === 0 && s === 1
    ? `<use href="#${id}" x="${f(x)}" y="${f(y)}"/>`
    : `<use href="#${id}" transform="translate(${f(x)} ${f(y)})${Math.round(rot) ? `rotate(${Math.round(rot)})` : ''}${s !== 1 ? `scale(${s.toFixed(2)})` : ''}"/>`

const smooth = (p: Pt[], closed = true, k = 1): string => {
  const n = p.length
  const at = (i: number): Pt => (closed ? p[(i + n) % n] : p[clamp(i, 0, n - 1)])
  let d = `M${pt(p[0][0], p[0][1])}`
  const last = closed ? n : n - 1
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    d +=
      `C${pt(p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k)} ` +
      `${pt(p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k)} ${pt(p2[0], p2[1])}`
  }
  return closed ? d + 'Z' : d
}

const blob = (
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  j: number,
): Pt[] => {
  const out: Pt[] = []
  const off = r() * Math.PI * 2
  for (let i = 0; i < n; i++) {
    const a = off + (i / n) * Math.PI * 2
    const k = 1 + rr(r, -j, j)
    out.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return out
}

type ShapeName =
  | 'cumin'
  | 'coriander'
  | 'mustard'
  | 'sesame'
  | 'pepper'
  | 'clove'
  | 'cardamom'
  | 'star'
  | 'rice'
  | 'wheat'
  | 'millet'
  | 'dal'
  | 'chickpea'
  | 'kidney'
  | 'lentil'
  | 'pea'
  | 'peanut'
  | 'cashew'
  | 'almond'
  | 'flake'
  | 'riceLong'
  | 'riceShort'
  | 'broken'
  | 'maize'
  | 'mung'
  | 'lobia'
  | 'speckled'
  | 'sunflower'
  | 'castor'
  | 'ajwain'
  | 'fennel'
  | 'quinoa'

type ShapeSpec = {
  rx: number
  ry: number
  spin: number
  draw: (c: string, o: string, hi: string, r: Rng) => string
}

const ln = (c: string, w: number, o = 1): string =>
  ` fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round"${o < 1 ? op(o) : ''}`

const shapes: Record<ShapeName, ShapeSpec> = {
  cumin: {
    rx: 17,
    ry: 6,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-17 0C-12-7 10-7.5 17-.5C10 7-12 6.5-17 0Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-13-2.2C-4-4.6 5-4.6 13-2.4M-13 2.2C-4 4.2 5 4.2 13 2.2"${ln(o, 1.1, 0.5)}/>` +
      `<path d="M-9-3C-3-4.8 3-4.8 8-3.6"${ln(hi, 1.8, 0.75)}/>`,
  },
  coriander: {
    rx: 10,
    ry: 10,
    spin: 0,
    draw: (c, o, hi) =>
      `<circle r="10" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-6-8Q-9.5 0-6 8M0-10Q-3 0 0 10M6-8Q3 0 6 8"${ln(o, 1, 0.4)}/>` +
      `<circle cx="-3.5" cy="-3.8" r="3" fill="${hi}" opacity=".75"/>`,
  },
  mustard: {
    rx: 7,
    ry: 7,
    spin: 0,
    draw: (c, o, hi) =>
      `<circle r="7" fill="${c}" stroke="${o}" stroke-width="1.1"/>` +
      `<circle cx="-2.3" cy="-2.5" r="2.3" fill="${hi}" opacity=".8"/>`,
  },
  sesame: {
    rx: 12,
    ry: 7,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-12 0C-10-6.5 5-7.5 12-1.6Q13 0 12 1.6C5 7.5-10 6.5-12 0Z" fill="${c}" stroke="${o}" stroke-width="1.1"/>` +
      `<path d="M-8 .5H7"${ln(o, 0.9, 0.35)}/>` +
      `<path d="M-7-2.8C-2-4.6 3-4.4 7-3"${ln(hi, 1.6, 0.8)}/>`,
  },
  pepper: {
    rx: 12,
    ry: 12,
    spin: 0,
    draw: (c, o, hi) =>
      `<circle r="12" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-12 0A12 12 0 0 0 12 0A12 8 0 0 1-12 0Z" fill="${o}" opacity=".35"/>` +
      `<path d="M-7-2Q-4-5-1-2M2 3Q5 6 8 2M-6 5Q-4 7-2 5M1-7Q4-9 6-6"${ln(o, 1.4, 0.55)}/>` +
      `<circle cx="-4" cy="-5" r="3.2" fill="${hi}" opacity=".7"/>`,
  },
  clove: {
    rx: 20,
    ry: 8,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-22-2.4L6-3.6 6 3.6-22 2.4Q-24 0-22-2.4Z" fill="${c}" stroke="${o}" stroke-width="1.2"/>` +
      `<path d="M4-3L15-10 13-1ZM4 3L15 10 13 1Z" fill="${c}" stroke="${o}" stroke-width="1.1" stroke-linejoin="round"/>` +
      `<circle cx="13" r="5.5" fill="${mix(c, hi, 0.35)}" stroke="${o}" stroke-width="1.2"/>` +
      `<path d="M-18-1H3"${ln(hi, 1.2, 0.5)}/>`,
  },
  cardamom: {
    rx: 22,
    ry: 12,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-21 0C-17-12 12-13 20-2.5L25 0 20 2.5C12 13-17 12-21 0Z" fill="${c}" stroke="${o}" stroke-width="1.4"/>` +
      `<path d="M-17-3C-8-9 8-9 19-2.5M-17 3C-8 9 8 9 19 2.5M-18 0H20"${ln(o, 1.1, 0.35)}/>` +
      `<path d="M-12-5C-4-9 6-9 12-6"${ln(hi, 2.6, 0.55)}/>` +
      `<path d="M-21 0H-26"${ln(o, 2)}/>`,
  },
  star: {
    rx: 28,
    ry: 28,
    spin: 180,
    draw: (c, o, hi) => {
      let s = ''
      for (let k = 0; k < 8; k++) {
        s +=
          `<g transform="rotate(${k * 45})"><path d="M0 0C6-8 21-7 28 0C21 7 6 8 0 0Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
          `<path d="M5 0H25"${ln(o, 1, 0.5)}/><ellipse cx="16" rx="4.5" ry="2.6" fill="${hi}" opacity=".8"/></g>`
      }
      return s + `<circle r="5" fill="${o}"/>`
    },
  },
  rice: {
    rx: 22,
    ry: 5.5,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-22 0C-19-6.2 15-6.6 22-1.2C23 0 22.5 1 21 1.8C15 6.2-19 6-22 0Z" fill="${c}" stroke="${o}" stroke-width="1.1"/>` +
      `<path d="M-15-2.3C-5-4 6-4 15-2.8"${ln(hi, 2, 0.9)}/><path d="M19-3.6L21.5 0"${ln(o, 0.9, 0.6)}/>`,
  },
  wheat: {
    rx: 14,
    ry: 8.5,
    spin: 180,
    draw: (c, o, hi) =>
      `<ellipse rx="14" ry="8.5" fill="${c}" stroke="${o}" stroke-width="1.2"/>` +
      `<path d="M-11 1.2C-4 4.2 4 4.2 11 1.2"${ln(o, 1.4, 0.6)}/>` +
      `<path d="M-8-4.2C-3-6.2 3-6.2 8-4.8"${ln(hi, 2, 0.7)}/>` +
      `<path d="M13.2-2L16 0 13.2 2"${ln(o, 1, 0.6)}/>`,
  },
  millet: {
    rx: 7,
    ry: 7,
    spin: 0,
    draw: (c, o, hi) =>
      `<circle r="7" fill="${c}" stroke="${o}" stroke-width="1"/>` +
      `<circle cx="-2.2" cy="-2.4" r="2.3" fill="${hi}" opacity=".85"/>` +
      `<circle cx="2.6" cy="2.6" r="1.2" fill="${o}" opacity=".55"/>`,
  },
  dal: {
    rx: 13,
    ry: 11,
    spin: 180,
    draw: (c, o, hi) =>
      `<ellipse cy="2.2" rx="13" ry="10.5" fill="${o}"/>` +
      `<ellipse rx="13" ry="10" fill="${c}"/>` +
      `<ellipse cx="-3" cy="-3.2" rx="6" ry="3.8" fill="${hi}" opacity=".5"/>` +
      `<path d="M-2.5-.5Q0 2 2.5-.5"${ln(o, 1.2, 0.45)}/>`,
  },
  chickpea: {
    rx: 14,
    ry: 13,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-12-4C-11-12 4-14 11-7C15-2 14 7 7 11C0 15-9 12-12 5Q-13 3-17-1Q-13-1-12-4Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-7-9C-1-4 1 4-1 11"${ln(o, 1.2, 0.4)}/>` +
      `<circle cx="3" cy="-5" r="4" fill="${hi}" opacity=".6"/>`,
  },
  kidney: {
    rx: 19,
    ry: 11,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-18 0C-18-9-8-11-1-7C3-5 6-5 9-7C15-10 19-4 19 1C19 9 9 11 0 10C-10 10-18 8-18 0Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<ellipse cx="4" cy="-5.2" rx="3.2" ry="1.4" fill="${hi}"/>` +
      `<path d="M-12-3C-9-7-4-7-1-4.6"${ln(hi, 2.6, 0.55)}/>`,
  },
  lentil: {
    rx: 11,
    ry: 9,
    spin: 180,
    draw: (c, o, hi) =>
      `<ellipse rx="11" ry="9" fill="${c}" stroke="${o}" stroke-width="1.2"/>` +
      `<ellipse cx="-1.5" cy="-1.5" rx="6.5" ry="4.8" fill="${hi}" opacity=".35"/>`,
  },
  pea: {
    rx: 11,
    ry: 11,
    spin: 0,
    draw: (c, o, hi) =>
      `<circle r="11" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-11 1A11 11 0 0 0 11 1A11 7 0 0 1-11 1Z" fill="${o}" opacity=".25"/>` +
      `<circle cx="-3.6" cy="-4" r="3.4" fill="${hi}" opacity=".7"/>`,
  },
  peanut: {
    rx: 17,
    ry: 10.5,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-17 0C-17-8-9-10.5 0-10.5C10-10.5 17-7 17 0C17 7 10 10.5 0 10.5C-9 10.5-17 8-17 0Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-10-4C-2-7 6-6.5 12-3M-9 4C0 6.5 6 5.5 12 3"${ln(o, 1, 0.4)}/>` +
      `<ellipse cx="-13" rx="2.6" ry="3.4" fill="${hi}" opacity=".55"/>` +
      `<path d="M-6-6C0-8 6-7.5 10-5.5"${ln(hi, 2.4, 0.6)}/>`,
  },
  cashew: {
    rx: 23,
    ry: 15,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-23 3C-25-11-12-19 2-18C17-17 25-7 23 5C22 12 15 14 11 10C8 7 5 5 0 5C-5 5-8 9-12 11C-18 13-23 10-23 3Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-15-8C-8-13 6-13 14-8"${ln(hi, 3.4, 0.6)}/><path d="M-19 2C-18-2-16-4-13-5"${ln(o, 1, 0.3)}/>`,
  },
  almond: {
    rx: 21,
    ry: 11,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-19 1C-19-8-6-11 4-9C12-7 18-3 22 0C18 4 12 8 4 9C-6 11-19 9-19 1Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-14-2C-6-5 6-4 16-1M-14 3C-5 5 6 4 15 1.5M-8-6C0-7 7-5 12-3"${ln(o, 1, 0.35)}/>` +
      `<path d="M-10-5C-3-7.5 4-7 9-5"${ln(hi, 2.4, 0.5)}/>`,
  },
  flake: {
    rx: 15,
    ry: 13,
    spin: 180,
    draw: (c, o, hi, r) => {
      const pts: Pt[] = []
      const n = ri(r, 6, 8)
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2 + rr(r, -0.25, 0.25)
        const k = rr(r, 9, 18)
        pts.push([Math.cos(a) * k, Math.sin(a) * k * 0.85])
      }
      const d = 'M' + pts.map((p) => pt(p[0], p[1])).join('L') + 'Z'
      const inner = 'M' + pts.map((p) => pt(p[0] * 0.5 - 2, p[1] * 0.5 - 2)).join('L') + 'Z'
      return (
        `<path d="${d}" fill="${c}" stroke="${o}" stroke-width="1.2" stroke-linejoin="round"/>` +
        `<path d="${inner}" fill="${hi}" opacity=".4"/>`
      )
    },
  },
  riceLong: {
    rx: 28,
    ry: 4.5,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-28 0C-25-5 20-5.4 28-1C29 0 28.5 .8 27 1.4C20 5-25 5-28 0Z" fill="${c}" stroke="${o}" stroke-width="1"/>` +
      `<path d="M-20-1.8C-6-3.2 8-3.2 20-2.2"${ln(hi, 1.6, 0.9)}/>`,
  },
  riceShort: {
    rx: 13,
    ry: 7,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-13 0C-12-8 10-8.4 13-1.5Q14 0 13 1.5C10 8.4-12 8-13 0Z" fill="${c}" stroke="${o}" stroke-width="1.1"/>` +
      `<path d="M-8-3C-3-4.6 3-4.6 8-3.4"${ln(hi, 2, 0.9)}/><path d="M10-4L12.5-.5"${ln(o, 0.9, 0.6)}/>`,
  },
  broken: {
    rx: 9,
    ry: 5.5,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-9 0C-8-6 5-6 8-3L9 1 6 5C-2 6-8 5-9 0Z" fill="${c}" stroke="${o}" stroke-width="1"/>` +
      `<path d="M-5-2.6H4"${ln(hi, 1.6, 0.9)}/>`,
  },
  maize: {
    rx: 12,
    ry: 11,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-11-10Q0-13 11-10Q13 2 6 10Q0 13-6 10Q-13 2-11-10Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-4 4Q0-2 4 4Q0 9-4 4Z" fill="${hi}" opacity=".8"/>` +
      `<path d="M-8-8Q0-10 8-8"${ln(hi, 2, 0.6)}/>`,
  },
  mung: {
    rx: 9,
    ry: 6,
    spin: 180,
    draw: (c, o, hi) =>
      `<ellipse rx="9" ry="6" fill="${c}" stroke="${o}" stroke-width="1.1"/>` +
      `<ellipse cx="-3" cy="-2.2" rx="3.2" ry="1.6" fill="${hi}" opacity=".6"/>` +
      `<path d="M-2.5 3.6H2.5"${ln('#f4efe2', 1.6, 0.9)}/>`,
  },
  lobia: {
    rx: 14,
    ry: 9,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-14 0C-14-7-6-9-1-6C2-4.5 4-4.5 7-6C12-8 14-3 14 1C14 7 7 9 0 8C-8 8-14 6-14 0Z" fill="${c}" stroke="${o}" stroke-width="1.1"/>` +
      `<ellipse cx="3" cy="-3.4" rx="5" ry="2.8" fill="#1f1b18"/><ellipse cx="3" cy="-3.6" rx="2.4" ry="1" fill="#f1e9d6"/>` +
      `<path d="M-10-2C-8-5-5-5-3-3.6"${ln(hi, 2, 0.5)}/>`,
  },
  speckled: {
    rx: 19,
    ry: 11,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-18 0C-18-9-8-11-1-7C3-5 6-5 9-7C15-10 19-4 19 1C19 9 9 11 0 10C-10 10-18 8-18 0Z" fill="${c}" stroke="${o}" stroke-width="1.3"/>` +
      `<path d="M-12 2l4-3M-4 5l5-2M4 1l4 3M10-2l4 1M-8-5l3 1M0-2l3-3M-14-1l2 3M12 5l-3 1"${ln('#7a2a22', 2.2, 0.8)}/>` +
      `<path d="M-12-4C-9-7-4-7-1-5"${ln(hi, 2, 0.5)}/>`,
  },
  sunflower: {
    rx: 18,
    ry: 8,
    spin: 180,
    draw: (c, o) =>
      `<path d="M-18 0C-14-8 10-8.5 18-1L18 1C10 8.5-14 8-18 0Z" fill="${c}" stroke="${o}" stroke-width="1.1"/>` +
      `<path d="M-12-3.2H12M-12 3.2H12"${ln('#ece6d6', 2.2, 0.9)}/>`,
  },
  castor: {
    rx: 13,
    ry: 9,
    spin: 180,
    draw: (c, o, hi) =>
      `<ellipse rx="13" ry="9" fill="${c}" stroke="${o}" stroke-width="1.2"/>` +
      `<path d="M-8-3l3 1M-2-5l3 2M4-2l4 1M-6 3l4-1M1 4l3-1M7 3l2 2M-10 1l2 1"${ln('#3d2a1e', 2, 0.8)}/>` +
      `<ellipse cx="11" rx="2.4" ry="3" fill="${hi}" opacity=".9"/>`,
  },
  ajwain: {
    rx: 8,
    ry: 5.5,
    spin: 180,
    draw: (c, o, hi) =>
      `<ellipse rx="8" ry="5.5" fill="${c}" stroke="${o}" stroke-width="1"/>` +
      `<path d="M-6-1.5H6M-6 1.5H6"${ln(o, 0.8, 0.5)}/><circle cx="-2.5" cy="-2" r="1.6" fill="${hi}" opacity=".8"/>`,
  },
  fennel: {
    rx: 21,
    ry: 5.5,
    spin: 180,
    draw: (c, o, hi) =>
      `<path d="M-21 0C-14-6.6 13-6.8 21-.5C13 6.5-14 6.6-21 0Z" fill="${c}" stroke="${o}" stroke-width="1.1"/>` +
      `<path d="M-16-2.5C-5-4.5 6-4.5 16-2.5M-17 0H18M-16 2.5C-5 4.5 6 4.5 16 2.5"${ln(o, 0.9, 0.5)}/>` +
      `<path d="M-10-3.4C-3-4.8 4-4.8 9-3.8"${ln(hi, 1.6, 0.8)}/>`,
  },
  quinoa: {
    rx: 7,
    ry: 6,
    spin: 0,
    draw: (c, o, hi) =>
      `<ellipse rx="7" ry="6" fill="${c}" stroke="${o}" stroke-width="1"/>` +
      `<ellipse rx="5" ry="4.2" fill="none" stroke="${hi}" stroke-width="1.4" opacity=".9"/>`,
  },
}

const particleDefs = (ctx: Ctx, shape: ShapeName, tones: string[]): string[] =>
  tones.map((c) => {
    const id = ctx.uid()
    const o = darken(c, luminance(c) > 0.5 ? 0.42 : 0.36)
    const hi = lighten(c, 0.55)
    ctx.add(`<g id="${id}">${shapes[shape].draw(c, o, hi, ctx.r)}</g>`)
    return id
  })

const particlePattern = (
  ctx: Ctx,
  spec: ShapeSpec,
  ids: string[],
  back: string,
  density = 1,
  tile = 132,
): string => {
  const r = ctx.r
  const id = ctx.uid()
  const n = Math.round(((tile * tile) / (Math.PI * spec.rx * spec.ry)) * 1.5 * density)
  const m = Math.max(spec.rx, spec.ry) + 2
  const items: string[] = []
  for (let i = 0; i < n; i++) {
    const x = r() * tile
    const y = r() * tile
    const rot = rr(r, -spec.spin, spec.spin)
    const v = pick(r, ids)
    for (const dx of [-tile, 0, tile]) {
      for (const dy of [-tile, 0, tile]) {
        const px = x + dx
        const py = y + dy
        if (px > -m && px < tile + m && py > -m && py < tile + m) items.push(inst(v, px, py, rot))
      }
    }
  }
  ctx.add(
    `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${rect(0, 0, tile, tile, back)}${items.join('')}</pattern>`,
  )
  return `url(#${id})`
}

const scatter = (
  ctx: Ctx,
  spec: ShapeSpec,
  ids: string[],
  cx: number,
  cy: number,
  sx: number,
  sy: number,
  n: number,
): string => {
  const r = ctx.r
  const sh = ctx.uid()
  ctx.add(
    `<ellipse id="${sh}" rx="${f(spec.rx * 1.05)}" ry="${f(spec.ry + 1.5)}" fill="#4a3520" opacity=".16"/>`,
  )
  const items: [number, string][] = []
  for (let i = 0; i < n; i++) {
    const x = cx + gauss(r) * sx
    const y = cy + gauss(r) * sy
    const rot = rr(r, -180, 180)
    const v = pick(r, ids)
    items.push([y, inst(sh, x + 3, y + 4, rot) + inst(v, x, y, rot)])
  }
  return items
    .sort((a, b) => a[0] - b[0])
    .map((i) => i[1])
    .join('')
}

type Scene = { ctx: Ctx; pal: Palette; r: Rng; seed: string; detail?: number }

const speckPattern = (ctx: Ctx, color: string, size = 220, n = 70): string => {
  const r = ctx.r
  const id = ctx.uid()
  const groups = ['', '', '']
  for (let i = 0; i < n; i++) {
    groups[i % 3] +=
      `<circle cx="${f(r() * size)}" cy="${f(r() * size)}" r="${f(rr(r, 0.6, 1.6))}"/>`
  }
  const s = groups.map((g, i) => `<g opacity="${[0.04, 0.06, 0.09][i]}">${g}</g>`).join('')
  ctx.add(
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><g fill="${color}">${s}</g></pattern>`,
  )
  return `url(#${id})`
}

const cloth = (pal: Palette, x: number, y: number, rot: number): string => {
  const w = 780
  const h = 540
  const base = lighten(pal.accent, 0.84)
  const stripe = lighten(pal.accent, 0.42)
  return grp(
    rect(-w / 2 + 6, -h / 2 + 10, w, h, '#6b5234', 10, op(0.07)) +
      rect(-w / 2, -h / 2, w, h, base, 10) +
      rect(-w / 2, -h / 2 + 46, w, 18, stripe, 0, op(0.7)) +
      rect(-w / 2, -h / 2 + 74, w, 6, stripe, 0, op(0.7)) +
      rect(-w / 2, h / 2 - 80, w, 6, stripe, 0, op(0.7)) +
      rect(-w / 2, h / 2 - 64, w, 18, stripe, 0, op(0.7)) +
      stroke(`M${-w / 2} 0H${w / 2}`, '#ffffff', 5, op(0.5)) +
      stroke(`M${-w / 2} 5H${w / 2}`, '#6b5234', 3, op(0.06)),
    tr(x, y, rot),
  )
}

const backdrop = (ctx: Ctx, pal: Palette, w: number, h: number, withCloth = true): string => {
  const r = ctx.r
  const bg = ctx.fade('#faf6ef', '#ece2d0')
  const glow = ctx.rad([
    [0, '#fffdf8', 0.95],
    [1, '#fffdf8', 0],
  ])
  const vig = ctx.rad(
    [
      [0.6, '#8a7050', 0],
      [1, '#8a7050', 0.14],
    ],
    0.5,
    0.5,
    0.72,
  )
  let out =
    rect(0, 0, w, h, bg) +
    ell(w * 0.5, h * 0.5, w * 0.5, h * 0.45, glow) +
    rect(0, 0, w, h, speckPattern(ctx, '#7a6040'))
  if (withCloth && r() < 0.8) {
    const side = r() < 0.5 ? -1 : 1
    out += cloth(
      pal,
      w * 0.5 + side * w * rr(r, 0.3, 0.36),
      h * rr(r, 0.72, 0.8),
      side * rr(r, 7, 15),
    )
  }
  return out + rect(0, 0, w, h, vig)
}

type BowlStyle = {
  body: [string, string, string]
  rim: string
  hi: string
  inner: string
  band: boolean
}

const bowlStyles: BowlStyle[] = [
  {
    body: ['#c08a5c', '#9a6640', '#643e24'],
    rim: '#cc9a6c',
    hi: '#e2bb92',
    inner: '#5a3720',
    band: false,
  },
  {
    body: ['#fdfaf4', '#ebe4d8', '#c9bea9'],
    rim: '#fffdf8',
    hi: '#ffffff',
    inner: '#d6ccbb',
    band: true,
  },
  {
    body: ['#74808a', '#56616a', '#363e44'],
    rim: '#85909a',
    hi: '#a8b2ba',
    inner: '#2c3236',
    band: false,
  },
  {
    body: ['#d39268', '#b46e47', '#7c452a'],
    rim: '#dfa27c',
    hi: '#eebb99',
    inner: '#6a3822',
    band: false,
  },
]

const chooseBowl = (main: string, r: Rng): BowlStyle => {
  const ok = bowlStyles.filter((b) => colorDist(main, b.body[1]) > 120)
  return pick(r, ok.length ? ok : [bowlStyles[1]])
}

type Bowl = {
  cx: number
  cy: number
  rx: number
  ry: number
  depth: number
}

const bowlBack = (ctx: Ctx, b: Bowl, st: BowlStyle): string =>
  ell(b.cx + 22, b.cy + b.depth + 2, b.rx * 1.12, b.ry * 0.62, ctx.shade()) +
  ell(b.cx, b.cy + b.depth - 2, b.rx * 0.4, b.ry * 0.34, st.body[2]) +
  ell(b.cx, b.cy, b.rx, b.ry, st.inner, ` stroke="${st.rim}" stroke-width="11"`)

const bowlFront = (ctx: Ctx, b: Bowl, st: BowlStyle, band: string): string => {
  const { cx, cy, rx, ry, depth } = b
  const d =
    `M${pt(cx - rx, cy)}C${pt(cx - rx, cy + depth * 0.85)} ${pt(cx - rx * 0.5, cy + depth)} ${pt(cx, cy + depth)}` +
    `C${pt(cx + rx * 0.5, cy + depth)} ${pt(cx + rx, cy + depth * 0.85)} ${pt(cx + rx, cy)}` +
    `A${f(rx)} ${f(ry)} 0 0 1 ${pt(cx - rx, cy)}Z`
  const fill = ctx.lin(
    [
      [0, st.body[1]],
      [0.28, st.body[0]],
      [0.62, st.body[1]],
      [1, st.body[2]],
    ],
    0,
    0,
    1,
    0,
  )
  let out = path(d, fill)
  if (st.band) {
    const clip = ctx.clip(`<path d="${d}"/>`)
    const y = cy + depth * 0.3
    out += `<path d="M${pt(cx - rx - 20, y)}A${f(rx + 20)} ${f(ry)} 0 0 0 ${pt(cx + rx + 20, y)}" fill="none" stroke="${band}" stroke-width="13" clip-path="${clip}"/>`
    out += `<path d="M${pt(cx - rx - 20, y + 20)}A${f(rx + 20)} ${f(ry)} 0 0 0 ${pt(cx + rx + 20, y + 20)}" fill="none" stroke="${band}" stroke-width="4" clip-path="${clip}"/>`
  }
  out += stroke(
    `M${pt(cx - rx * 0.8, cy + depth * 0.25)}C${pt(cx - rx * 0.78, cy + depth * 0.55)} ${pt(cx - rx * 0.6, cy + depth * 0.75)} ${pt(cx - rx * 0.42, cy + depth * 0.84)}`,
    '#ffffff',
    9,
    op(0.22),
  )
  out += `<path d="M${pt(cx - rx, cy)}A${f(rx)} ${f(ry)} 0 0 0 ${pt(cx + rx, cy)}" fill="none" stroke="${st.rim}" stroke-width="11"/>`
  out += `<path d="M${pt(cx - rx + 4, cy - 3)}A${f(rx - 4)} ${f(ry - 2)} 0 0 0 ${pt(cx + rx - 4, cy - 3)}" fill="none" stroke="${st.hi}" stroke-width="3" opacity=".8"/>`
  return out
}

type Extra = 'none' | 'ears' | 'panicle' | 'sprig' | 'spoon' | 'shells'
type BowlOpts = {
  accentShare?: number
  extra?: Extra
  rx?: number
  tone?: string
  /** An open jute sack instead of a bowl. */
  sack?: boolean
  /** A bowl of bowlStyles instead of one chosen by the seed. */
  bowl?: number
}

/** An open jute sack, its mouth rolled down: the back half (inside) and the front. */
const sackBack = (ctx: Ctx, b: Bowl): string =>
  ell(b.cx + 26, b.cy + b.depth * 1.9, b.rx * 1.25, b.ry * 0.8, ctx.shade()) +
  ell(b.cx, b.cy, b.rx + 8, b.ry + 6, '#6e5230')

const sackFront = (ctx: Ctx, b: Bowl, band: string): string => {
  const { cx, cy, rx, ry, depth } = b
  const bottom = cy + depth * 1.85
  const d =
    `M${pt(cx - rx - 8, cy)}C${pt(cx - rx - 60, cy + depth)} ${pt(cx - rx - 30, bottom)} ${pt(cx - rx * 0.5, bottom + 6)}` +
    `Q${pt(cx, bottom + 20)} ${pt(cx + rx * 0.5, bottom + 6)}C${pt(cx + rx + 30, bottom)} ${pt(cx + rx + 60, cy + depth)} ${pt(cx + rx + 8, cy)}` +
    `A${f(rx + 8)} ${f(ry + 6)} 0 0 1 ${pt(cx - rx - 8, cy)}Z`
  const fill = ctx.lin(
    [
      [0, '#a8834e'],
      [0.3, '#d3b07a'],
      [0.65, '#c29a60'],
      [1, '#8a6838'],
    ],
    0,
    0,
    1,
    0,
  )
  const weaveId = ctx.uid()
  ctx.add(
    `<pattern id="${weaveId}" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 3H12M0 9H12" stroke="#7a5a30" stroke-width="1.6" opacity=".35"/><path d="M3 0V12M9 0V12" stroke="#fff3d6" stroke-width="1.2" opacity=".22"/></pattern>`,
  )
  const cuff = `M${pt(cx - rx - 10, cy)}A${f(rx + 10)} ${f(ry + 8)} 0 0 0 ${pt(cx + rx + 10, cy)}L${pt(cx + rx + 16, cy + 46)}A${f(rx + 16)} ${f(ry + 12)} 0 0 1 ${pt(cx - rx - 16, cy + 46)}Z`
  return (
    path(d, fill) +
    path(d, `url(#${weaveId})`) +
    stroke(
      `M${pt(cx - rx * 0.6, cy + 70)}Q${pt(cx - rx * 0.75, cy + depth)} ${pt(cx - rx * 0.55, bottom - 10)}M${pt(cx + rx * 0.4, cy + 80)}Q${pt(cx + rx * 0.55, cy + depth * 1.2)} ${pt(cx + rx * 0.35, bottom - 6)}`,
      '#6e5230',
      4,
      op(0.3),
    ) +
    rect(cx - 90, cy + depth * 0.95, 180, 60, band, 6, op(0.85)) +
    circ(cx, cy + depth * 0.95 + 30, 16, '#f6efe2', op(0.9)) +
    path(cuff, '#d9bb86', ` stroke="#8a6838" stroke-width="2"`) +
    path(cuff, `url(#${weaveId})`) +
    `<path d="M${pt(cx - rx - 8, cy)}A${f(rx + 8)} ${f(ry + 6)} 0 0 0 ${pt(cx + rx + 8, cy)}" fill="none" stroke="#e8cf9e" stroke-width="6"/>`
  )
}

const bowlScene = (s: Scene, shape: ShapeName, opt: BowlOpts = {}): string => {
  const { ctx, pal, r } = s
  const spec = shapes[shape]
  const rx = opt.rx ?? 280
  const b: Bowl = {
    cx: 600 + rr(r, -40, 40),
    cy: (opt.sack ? 380 : 455) + rr(r, -10, 10),
    rx,
    ry: rx * 0.27,
    depth: rx * 0.55,
  }
  const { cx, cy } = b
  // Where spilled grains and props lie: in front of the bowl, or below the taller sack.
  const floorY = opt.sack ? cy + b.depth * 1.85 + 50 : cy + b.depth + 62
  const st = opt.bowl === undefined ? chooseBowl(pal.main, r) : bowlStyles[opt.bowl]
  const base = opt.tone ?? pal.main
  const light = luminance(base) > 0.55
  const tones = [lighten(base, 0.3), lighten(base, 0.13), base, darken(base, light ? 0.12 : 0.18)]
  const ids = particleDefs(ctx, shape, tones)
  const share = opt.accentShare ?? 0
  const accIds = share ? particleDefs(ctx, shape, [pal.accent, lighten(pal.accent, 0.2)]) : []
  const patIds = share ? [...ids.slice(1), ...accIds.slice(0, 1)] : ids.slice(1)
  const patt = particlePattern(
    ctx,
    spec,
    patIds,
    darken(base, light ? 0.2 : 0.3),
    0.4 + 0.6 * (s.detail ?? 1),
  )
  const hx = b.rx - 13
  const iry = b.ry - 5
  const h = b.rx * 0.4 + rr(r, -8, 14)
  const skew = rr(r, -0.12, 0.12)
  const yTop = (x: number): number => {
    const t = (x - cx) / hx
    if (Math.abs(t) >= 1) return cy
    return cy - h * Math.pow(1 - t * t, 0.7) * (1 + skew * t)
  }
  const inside = (x: number, y: number): boolean =>
    ((x - cx) / hx) ** 2 + ((y - cy) / iry) ** 2 <= 1 ||
    (Math.abs(x - cx) < hx && y <= cy && y >= yTop(x))
  let d = `M${pt(cx - hx, cy)}`
  for (let i = 1; i < 40; i++) {
    const x = cx - hx + (2 * hx * i) / 40
    d += `L${pt(x, yTop(x))}`
  }
  d += `L${pt(cx + hx, cy)}A${f(hx)} ${f(iry)} 0 0 1 ${pt(cx - hx, cy)}Z`
  const shadeFill = ctx.lin(
    [
      [0, '#ffffff', 0.3],
      [0.42, '#ffffff', 0],
      [0.62, '#000000', 0],
      [1, '#000000', 0.26],
    ],
    0,
    0,
    1,
    1,
  )
  const area = Math.PI * hx * iry + 1.3 * hx * h
  const detail = s.detail ?? 1
  const count = Math.round(
    clamp(Math.round((area / (Math.PI * spec.rx * spec.ry)) * 0.5), 50, 240) * detail,
  )
  const top: [number, string][] = []
  let guard = 0
  while (top.length < count && guard++ < count * 30) {
    const x = rr(r, cx - hx, cx + hx)
    const y = rr(r, cy - h - 4, cy + iry)
    if (
      !inside(x, y + spec.ry * 0.4) ||
      !inside(x - spec.rx * 0.5, y) ||
      !inside(x + spec.rx * 0.5, y)
    )
      continue
    const sv = ((x - cx) / hx) * 0.45 + ((y - (cy - h)) / (h + iry)) * 0.55 + gauss(r) * 0.35
    const idx = clamp(Math.floor(((sv + 0.3) / 1.3) * 4), 0, 3)
    const v = share && r() < share ? pick(r, accIds) : ids[idx]
    top.push([y, inst(v, x, y, rr(r, -spec.spin, spec.spin))])
  }
  top.sort((a, c) => a[0] - c[0])
  const side = r() < 0.5 ? -1 : 1
  const extra = opt.extra ?? 'none'
  const spillN = Math.round(
    clamp(Math.round(5200 / (Math.PI * spec.rx * spec.ry)) + 10, 14, 42) * (s.detail ?? 1),
  )
  const spill = scatter(
    ctx,
    spec,
    share ? [...ids.slice(0, 3), ...accIds] : ids.slice(0, 3),
    cx + side * rr(r, 170, 240),
    floorY,
    210,
    56,
    spillN,
  )
  const behind: string[] = []
  const front: string[] = []
  if (extra === 'ears') {
    const gold = mix(base, '#d9a441', 0.45)
    behind.push(wheatEar(s, cx - side * 110, cy - 10, 340, side < 0 ? -36 : -144, gold))
    behind.push(wheatEar(s, cx - side * 70, cy + 14, 320, side < 0 ? -20 : -160, gold))
  } else if (extra === 'panicle') {
    front.push(
      milletHead(
        s,
        cx - side * 150,
        floorY + 12,
        side < 0 ? rr(r, -14, -4) : rr(r, 184, 194),
        patt,
        base,
      ),
    )
  } else if (extra === 'sprig') {
    behind.push(riceSprig(s, cx - side * 40, cy - 10, side < 0 ? -20 : -160))
  } else if (extra === 'spoon') {
    front.push(spoon(s, cx - side * 190, floorY + 10, side < 0 ? -14 : 194, ids))
  } else if (extra === 'shells') {
    const shell = mix(lighten(pal.accent, 0.35), '#d8bd8e', 0.6)
    for (let i = 0; i < 3; i++) {
      front.push(
        peanutShell(
          s,
          cx - side * (200 + i * 70) + rr(r, -15, 15),
          floorY - 22 + i * 26 + rr(r, -8, 8),
          rr(r, -40, 40),
          shell,
        ),
      )
    }
  }
  return (
    behind.join('') +
    (opt.sack ? sackBack(ctx, b) : bowlBack(ctx, b, st)) +
    path(d, patt) +
    path(d, shadeFill) +
    top.map((t) => t[1]).join('') +
    (opt.sack ? sackFront(ctx, b, pal.accent) : bowlFront(ctx, b, st, pal.accent)) +
    spill +
    front.join('')
  )
}

const wheatEar = (
  s: Scene,
  x: number,
  y: number,
  len: number,
  rot: number,
  col: string,
): string => {
  const { r, ctx } = s
  const o = darken(col, 0.38)
  const hi = lighten(col, 0.45)
  const stalk = darken(col, 0.08)
  const kid = ctx.uid()
  ctx.add(
    `<g id="${kid}"><ellipse rx="16" ry="8.5" fill="${col}" stroke="${o}" stroke-width="1.3"/><path d="M-10-2L4-3"${ln(hi, 2, 0.6)}/></g>`,
  )
  const earStart = len * 0.48
  const n = 9
  let awns = ''
  let kernels = ''
  for (let i = 0; i < n; i++) {
    const t = i / n
    const px = earStart + t * len * 0.46
    const sc = 1 - t * 0.4
    for (const sgn of [-1, 1]) {
      const ky = sgn * 8 * sc
      const tipX = px + 14 * sc
      awns += `M${pt(tipX, ky)}l${f(120 * sc + rr(r, -10, 10))} ${f(sgn * (26 + rr(r, 0, 14)) * sc)}`
      kernels += inst(kid, px + 4, ky, sgn * 24, sc)
    }
  }
  const tipX = earStart + len * 0.47
  kernels += inst(kid, tipX, 0, 0, 0.8)
  awns += `M${pt(tipX + 10, 0)}L${pt(tipX + 120, rr(r, -6, 6))}`
  return grp(
    stroke(`M0 6Q${f(earStart * 0.5)} 10 ${f(earStart)} 0`, '#4a3520', 9, op(0.1)) +
      stroke(`M0 0Q${f(earStart * 0.5)} 4 ${f(earStart + 10)} 0`, stalk, 6) +
      stroke(`M0 -1Q${f(earStart * 0.5)} 3 ${f(earStart + 10)} -1`, hi, 1.5, op(0.6)) +
      stroke(awns, lighten(col, 0.2), 1.6) +
      kernels,
    tr(x, y, rot),
  )
}

const milletHead = (
  s: Scene,
  x: number,
  y: number,
  rot: number,
  patt: string,
  col: string,
): string => {
  const { ctx } = s
  const len = 330
  const w = 66
  const d = `M0 ${-w * 0.36}C40 ${-w * 0.52} ${len * 0.7} ${-w * 0.56} ${len - 22} ${-w * 0.4}Q${len} ${-w * 0.3} ${len} 0Q${len} ${w * 0.3} ${len - 22} ${w * 0.4}C${len * 0.7} ${w * 0.56} 40 ${w * 0.52} 0 ${w * 0.36}Q-8 0 0 ${-w * 0.36}Z`
  const shade = ctx.lin([
    [0, '#ffffff', 0.3],
    [0.35, '#ffffff', 0],
    [1, '#000000', 0.32],
  ])
  const stalk = mix(col, '#8a7a3a', 0.55)
  return grp(
    stroke('M-150 4Q-70 8 6 0', darken(stalk, 0.1), 12) +
      stroke('M-150 1Q-70 5 6 -3', lighten(stalk, 0.3), 2.5, op(0.6)) +
      path(d, '#3c2814', op(0.14) + ' transform="translate(5 10)"') +
      path(d, patt) +
      path(d, shade, ` stroke="${darken(col, 0.4)}" stroke-width="1.5"`),
    tr(x, y, rot),
  )
}

const riceSprig = (s: Scene, x: number, y: number, rot: number): string => {
  const { r } = s
  const straw = '#cfa857'
  const o = darken(straw, 0.35)
  let out = stroke(`M0 0Q180 -10 330 40`, '#9a8a4a', 5)
  for (let k = 0; k < 4; k++) {
    const t = 0.45 + k * 0.17
    const bx = 330 * t
    const by = -10 * t * 2 * (1 - t) + 40 * t * t
    const ang = 20 + k * 12 + rr(r, -5, 5)
    const len = 120 - k * 12
    const ex = bx + Math.cos((ang * Math.PI) / 180) * len
    const ey = by + Math.sin((ang * Math.PI) / 180) * len
    out += stroke(
      `M${pt(bx, by)}Q${pt((bx + ex) / 2 + 10, (by + ey) / 2 - 14)} ${pt(ex, ey)}`,
      '#a8964e',
      2.5,
    )
    for (let i = 0; i < 6; i++) {
      const u = 0.2 + i * 0.15
      const gx = bx + (ex - bx) * u + (i % 2 ? 7 : -7)
      const gy = by + (ey - by) * u + (i % 2 ? -4 : 6)
      out += ell(
        gx,
        gy,
        12,
        5.5,
        straw,
        ` stroke="${o}" stroke-width="1.1" transform="rotate(${f(ang + (i % 2 ? -30 : 30))} ${f(gx)} ${f(gy)})"`,
      )
    }
  }
  return grp(out, tr(x, y, rot))
}

const spoon = (s: Scene, x: number, y: number, rot: number, ids: string[]): string => {
  const { ctx, r } = s
  const wood = ctx.fade('#d7a775', '#9c6a40')
  const items: [number, string][] = []
  for (let i = 0; i < 16; i++) {
    const a = r() * Math.PI * 2
    const k = Math.sqrt(r())
    const px = Math.cos(a) * 40 * k
    const py = Math.sin(a) * 24 * k - 6
    items.push([py, inst(pick(r, ids), px, py, rr(r, -180, 180), 0.85)])
  }
  const heap = items
    .sort((a, b) => a[0] - b[0])
    .map((i) => i[1])
    .join('')
  return grp(
    ell(10, 14, 74, 40, ctx.shade()) +
      path(
        'M40 -9L215 -13Q226 0 215 13L40 9Z',
        '#4a3520',
        op(0.12) + ' transform="translate(4 8)"',
      ) +
      path('M40 -9L215 -12Q226 0 215 12L40 9Z', wood) +
      ell(0, 0, 62, 40, wood) +
      ell(0, -3, 52, 31, '#7a4e2c') +
      heap +
      stroke('M70 -6L205 -8', '#f1d2aa', 2.5, op(0.6)),
    tr(x, y, rot),
  )
}

const peanutShell = (s: Scene, x: number, y: number, rot: number, col: string): string => {
  const { r } = s
  const o = darken(col, 0.35)
  const d =
    'M-52 0C-52-17-38-24-24-22C-14-21-8-15 0-15C8-15 14-23 28-23C44-23 55-13 55 0C55 13 44 23 28 23C14 23 8 15 0 15C-8 15-14 21-24 22C-38 24-52 17-52 0Z'
  let tex = ''
  for (let i = 0; i < 14; i++) {
    tex += circ(rr(r, -44, 46), rr(r, -14, 14), rr(r, 1.4, 2.4), o, op(0.3))
  }
  return grp(
    path(d, '#4a3520', op(0.14) + ' transform="translate(5 8)"') +
      path(d, col, ` stroke="${o}" stroke-width="1.6"`) +
      stroke('M-44-4Q-24-12-6-6M6-8Q26-16 46-6M-44 6Q-24 14-6 8M6 8Q26 16 46 6', o, 1.2, op(0.35)) +
      tex +
      stroke('M-40-12Q-28-18-16-15M12-16Q28-20 40-14', lighten(col, 0.5), 3, op(0.7)),
    tr(x, y, rot),
  )
}

const powderHeap = (
  s: Scene,
  cx: number,
  base: number,
  w: number,
  H: number,
  col: string,
  dust = true,
): string => {
  const { ctx, r } = s
  const px = cx + rr(r, -0.1, 0.1) * w
  const py = base - H
  const x0 = cx - w
  const x1 = cx + w
  const bry = w * 0.24
  const d =
    `M${pt(x0, base)}C${pt(x0 + w * 0.3, base - H * 0.12)} ${pt(px - w * 0.42, py + H * 0.1)} ${pt(px - w * 0.13, py + H * 0.02)}` +
    `Q${pt(px, py - H * 0.04)} ${pt(px + w * 0.13, py + H * 0.02)}` +
    `C${pt(px + w * 0.42, py + H * 0.1)} ${pt(x1 - w * 0.3, base - H * 0.12)} ${pt(x1, base)}` +
    `A${f(w)} ${f(bry)} 0 0 1 ${pt(x0, base)}Z`
  const fill = ctx.lin(
    [
      [0, lighten(col, 0.2)],
      [0.42, col],
      [1, darken(col, 0.3)],
    ],
    0,
    0,
    1,
    0.25,
  )
  const glow = ctx.rad(
    [
      [0, '#ffffff', 0.38],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.5,
    0.5,
  )
  const clip = ctx.clip(`<path d="${d}"/>`)
  const dot = (x: number, y: number, rad: number): string =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}"/>`
  const sp = ['', '']
  const n = Math.round(w * 0.6 * (s.detail ?? 1))
  for (let i = 0; i < n; i++) {
    sp[i % 2] += dot(rr(r, x0, x1), rr(r, py, base + bry), rr(r, 0.8, w / 70 + 1.2))
  }
  const specks =
    `<g fill="${darken(col, 0.3)}" opacity=".5">${sp[0]}</g>` +
    `<g fill="${lighten(col, 0.4)}" opacity=".5">${sp[1]}</g>`
  let dustOut = ''
  if (dust) {
    const dg = ['', '', '']
    for (let i = 0; i < Math.round(w * 0.35 * (s.detail ?? 1)); i++) {
      const a = r() * Math.PI * 2
      const k = 1 + Math.abs(gauss(r)) * 0.5
      dg[i % 3] += dot(
        cx + Math.cos(a) * w * k,
        base + Math.sin(a) * bry * k,
        rr(r, 0.8, w / 80 + 1.4),
      )
    }
    dustOut = [col, darken(col, 0.15), lighten(col, 0.15)]
      .map((c, i) => `<g fill="${c}" opacity=".8">${dg[i]}</g>`)
      .join('')
  }
  return (
    ell(cx + w * 0.08, base + bry * 0.25, w * 1.1, bry * 1.1, col, op(0.28)) +
    dustOut +
    path(d, fill) +
    grp(
      ell(px - w * 0.3, py + H * 0.45, w * 0.34, H * 0.55, glow) +
        ell(px + w * 0.55, base - H * 0.15, w * 0.5, H * 0.45, darken(col, 0.45), op(0.16)) +
        stroke(
          `M${pt(px - w * 0.1, py + H * 0.08)}Q${pt(px - w * 0.3, py + H * 0.55)} ${pt(cx - w * 0.55, base - 2)}`,
          lighten(col, 0.35),
          w * 0.045,
          op(0.45),
        ) +
        specks,
      undefined,
      ` clip-path="${clip}"`,
    )
  )
}

const miniFinger = (x: number, y: number, rot: number, skin: string, flesh: string): string =>
  grp(
    path(fingerPath(150, 34, 0.4), '#3c2814', op(0.14) + ' transform="translate(4 8)"') +
      path(fingerPath(150, 34, 0.4), skin, ` stroke="${darken(skin, 0.32)}" stroke-width="2.5"`) +
      stroke(
        'M-50-14Q-46 0-50 14M-20-16Q-16 0-20 16M10-16Q14 0 10 16M40-13Q44 0 40 13',
        darken(skin, 0.3),
        2,
        op(0.5),
      ) +
      ell(73, 4, 9, 15, flesh, ` stroke="${darken(skin, 0.2)}" stroke-width="2.5"`) +
      ell(73, 4, 4, 7, lighten(flesh, 0.25)),
    tr(x, y, rot),
  )

const seedPinch = (
  s: Scene,
  shape: ShapeName,
  col: string,
  x: number,
  y: number,
  n = 22,
): string => {
  const ids = particleDefs(s.ctx, shape, [lighten(col, 0.15), col, darken(col, 0.12)])
  return scatter(s.ctx, shapes[shape], ids, x, y, 60, 22, n)
}

/** The whole spice (or vegetable) beside a powder or flakes, so that look-alike heaps differ. */
const wholeAccent = (s: Scene, x: number, y: number, side: number, sc = 1.5): string => {
  const body = accentBody(s, 0, 0, side)
  return body ? grp(body, tr(x, y, 0, sc)) : ''
}

const accentBody = (s: Scene, x: number, y: number, side: number): string => {
  const k = s.seed
  const { r } = s
  if (has(k, ['turmeric', 'haldi']))
    return (
      miniFinger(x - 30, y - 20, side * 12 + rr(r, -8, 8), '#b8803a', '#f39a12') +
      miniFinger(x + 20, y + 30, side * -20 + 180, '#a8702e', '#f39a12')
    )
  if (has(k, ['chilli', 'chili', 'mirch', 'tandoori']))
    return (
      pod(s, x - 110, y - 20, 190, 30, rr(r, -8, 8), '#b3161b', '#4a6b2a') +
      pod(s, x - 60, y + 40, 170, 28, rr(r, -16, 0), '#9e1418', '#4a6b2a')
    )
  if (has(k, ['cumin', 'jeera'])) return seedPinch(s, 'cumin', '#8b6b43', x, y)
  if (has(k, ['coriander', 'dhania'])) return seedPinch(s, 'coriander', '#b99a5b', x, y)
  if (has(k, ['garam', 'biryani']))
    return (
      grp(shapes.star.draw('#7a4a2a', '#3e2414', '#b07a4a', r), tr(x - 40, y, rr(r, 0, 40), 1.6)) +
      seedPinch(s, 'cardamom', '#7fa04a', x + 70, y + 30, 5) +
      seedPinch(s, 'clove', '#6b3e26', x + 40, y - 40, 6)
    )
  if (has(k, ['sambar']))
    return (
      leaf(x - 60, y + 40, 110, 50, -60, '#2f6b2a', '#7bae4c') +
      leaf(x - 20, y + 40, 100, 46, -20, '#3b7a32', '#7bae4c') +
      seedPinch(s, 'dal', '#e8a93a', x + 60, y + 20, 10)
    )
  if (has(k, ['chaat']))
    return (
      leaf(x - 40, y + 40, 90, 60, -50, '#4e9a3a', '#a5d36b') +
      leaf(x + 10, y + 40, 80, 54, 10, '#3e8a32', '#a5d36b') +
      seedPinch(s, 'cumin', '#6b5030', x + 60, y + 20, 12)
    )
  if (has(k, ['mango']))
    return grp(
      path(
        'M-70 10C-80-40-20-70 30-55C80-40 85 20 50 45C10 70-60 60-70 10Z',
        '#f2a516',
        ` stroke="#b8650a" stroke-width="2"`,
      ) +
        path(
          'M-40-20C-20-40 20-45 40-35',
          'none',
          ` stroke="#ffffff" stroke-width="6" opacity=".35" stroke-linecap="round"`,
        ) +
        leaf(35, -50, 70, 30, 60, '#3f7a2a', '#8dbf5a'),
      tr(x, y),
    )
  if (has(k, ['tamarind']))
    return (
      pod(s, x - 100, y - 10, 190, 34, rr(r, -6, 6), '#7a4a2a', '#5a3420', true) +
      pod(s, x - 70, y + 40, 160, 30, rr(r, -12, 0), '#8a5a34', '#5a3420', true)
    )
  if (has(k, ['lime', 'lemon']))
    return (
      circ(x - 40, y, 46, '#b8c62a', ` stroke="#6e7a16" stroke-width="2"`) +
      grp(
        circ(0, 0, 44, '#e8ef9a', ` stroke="#9aae22" stroke-width="7"`) +
          stroke('M0-36V36M-31-18L31 18M-31 18L31-18', '#f6f9d0', 3),
        tr(x + 50, y + 20),
      )
    )
  if (has(k, ['mint', 'pudina']))
    return (
      leaf(x - 40, y + 40, 100, 64, -40, '#3e8a32', '#a5d36b') +
      leaf(x, y + 40, 110, 70, 5, '#4e9a3a', '#a5d36b') +
      leaf(x + 40, y + 40, 90, 60, 45, '#357a2c', '#a5d36b')
    )
  if (has(k, ['gherkin']))
    return grp(
      ell(0, 0, 80, 36, '#5f8a2a', ` stroke="#34501a" stroke-width="2"`) +
        [-50, -25, 0, 25, 50].map((gx, i) => circ(gx, i % 2 ? -12 : 10, 4, '#a7c957')).join(''),
      tr(x, y, -10),
    )
  if (has(k, ['curry-paste', 'tikka']))
    return (
      pod(s, x - 110, y - 20, 190, 30, rr(r, -8, 8), '#c1272d', '#4a6b2a') +
      garlicClove(x + 60, y + 20, 30, '#f3efe4', '#b9a89a')
    )
  if (has(k, ['chana', 'besan'])) return seedPinch(s, 'chickpea', '#d9b27c', x, y, 12)
  if (has(k, ['pav-bhaji']))
    return (
      tomato(s, x - 30, y, 50, '#d7332b', '#4f8a2b') +
      tomato(s, x + 50, y + 20, 40, '#c92a22', '#4f8a2b')
    )
  if (has(k, ['ragi'])) return seedPinch(s, 'millet', '#8b4a32', x, y, 30)
  if (has(k, ['rice-flour'])) return seedPinch(s, 'rice', '#f3ecd9', x, y, 16)
  if (has(k, ['papad']))
    return grp(
      circ(0, 0, 90, '#eedcab', ` stroke="#c9a866" stroke-width="3"`) +
        [
          [-30, -20],
          [20, -40],
          [40, 20],
          [-20, 40],
          [0, 0],
          [-55, 10],
        ]
          .map(([bx, by]) => circ(bx, by, 7, '#d9b46a', op(0.7)))
          .join(''),
      tr(x, y, 0, 1),
    )
  if (has(k, ['onion'])) return halfOnion(s, x, y, 80, '#b84a6b')
  if (has(k, ['garlic']))
    return (
      garlicClove(x - 40, y, rr(r, 30, 70), '#f3efe4', '#b9a89a') +
      garlicClove(x + 40, y + 20, rr(r, -70, -30), '#f3efe4', '#b9a89a')
    )
  if (has(k, ['jaggery', 'gur']))
    return grp(
      path(
        'M-70-40L40-60 80-10 60 50-50 60-80 10Z',
        '#8a5221',
        ` stroke="#5a3414" stroke-width="2"`,
      ) +
        path('M-70-40L40-60 80-10-10 0Z', '#b9782f') +
        stroke('M-40 20l20 6M10 30l24-4', '#5a3414', 3, op(0.4)),
      tr(x, y, rr(r, -15, 15)),
    )
  return ''
}

const powderScene = (s: Scene): string => {
  const { ctx, pal, r } = s
  const cx = 600 + rr(r, -30, 30)
  const cy = 580
  const plate = ctx.fade('#fffdf9', '#e4dccf')
  const well = ctx.fade('#ece5d9', '#f8f4ed')
  const side = r() < 0.5 ? -1 : 1
  const spoonWood = ctx.fade('#d7a775', '#9c6a40')
  const sx = cx + side * 250
  const sy = cy + 150
  const spoonG = grp(
    ell(14, 18, 80, 30, ctx.shade()) +
      path('M50 -9L240 -13Q251 0 240 13L50 9Z', spoonWood) +
      ell(0, 0, 66, 40, spoonWood) +
      ell(0, -3, 56, 31, '#7a4e2c') +
      powderHeap(s, 0, 10, 48, 34, pal.main, false) +
      stroke('M80 -6L230 -8', '#f1d2aa', 2.5, op(0.6)),
    tr(sx, sy, side < 0 ? 200 : -20),
  )
  return (
    ell(cx + 24, cy + 30, 390, 120, ctx.shade()) +
    ell(cx, cy + 10, 360, 108, '#d9d0c1') +
    ell(cx, cy, 360, 104, plate) +
    ell(cx, cy + 4, 282, 80, well) +
    ell(cx, cy, 322, 93, 'none', ` stroke="${pal.accent}" stroke-width="5" opacity=".55"`) +
    powderHeap(s, cx, cy + 8, 230, 250 + rr(r, 0, 40), pal.main) +
    spoonG +
    wholeAccent(s, cx - side * 330, cy + 150, side)
  )
}

const podOutline = (
  len: number,
  wid: number,
  bend: number,
  curl: number,
  blunt = 0.06,
): { d: string; mid: Pt[]; ridgeA: Pt[]; ridgeB: Pt[]; hw0: number } => {
  const N = 10
  const top: Pt[] = []
  const bot: Pt[] = []
  const mid: Pt[] = []
  const ridgeA: Pt[] = []
  const ridgeB: Pt[] = []
  for (let i = 0; i <= N; i++) {
    const t = i / N
    const x = t * len
    const yc = bend * t * t * len * 0.16 + curl * t ** 5 * len * 0.14
    const hw = (wid / 2) * (t < 0.16 ? 0.8 + t * 1.25 : Math.max(blunt, ((1 - t) / 0.84) ** 0.8))
    top.push([x, yc - hw])
    bot.unshift([x, yc + hw])
    if (t >= 0.1 && t <= 0.8) mid.push([x, yc - hw * 0.5])
    if (t >= 0.05 && t <= 0.95) {
      ridgeA.push([x, yc - hw * 0.3])
      ridgeB.push([x, yc + hw * 0.35])
    }
  }
  return { d: smooth([...top, ...bot]), mid, ridgeA, ridgeB, hw0: (wid / 2) * 0.8 }
}

const pod = (
  s: Scene,
  x: number,
  y: number,
  len: number,
  wid: number,
  rot: number,
  body: string,
  cap: string,
  ridged = false,
): string => {
  const { ctx, r } = s
  const o = podOutline(len, wid, rr(r, -0.6, 0.9), rr(r, -0.7, 0.7), ridged ? 0.08 : 0.05)
  const fill = ctx.lin([
    [0, lighten(body, 0.16)],
    [0.5, body],
    [1, darken(body, 0.3)],
  ])
  const pid = ctx.uid()
  ctx.add(`<path id="${pid}" d="${o.d}"/>`)
  const capD = `M14 ${f(-o.hw0 * 1.05)}Q-2 ${f(-o.hw0)} -4 0Q-2 ${f(o.hw0)} 14 ${f(o.hw0 * 1.05)}Q8 0 14 ${f(-o.hw0 * 1.05)}Z`
  const stemEnd = rr(r, -30, 10)
  return grp(
    `<use href="#${pid}" fill="#3c2814" opacity=".16" transform="translate(5 9)"/>` +
      `<use href="#${pid}" fill="${fill}" stroke="${darken(body, 0.3)}" stroke-width="1.2"/>` +
      (ridged
        ? stroke(smooth(o.ridgeA, false), darken(body, 0.22), 2, op(0.55)) +
          stroke(smooth(o.ridgeB, false), darken(body, 0.25), 2, op(0.5))
        : stroke(smooth(o.ridgeB.slice(2, 8), false), darken(body, 0.25), 2, op(0.35))) +
      stroke(smooth(o.mid, false), lighten(body, 0.5), wid * 0.13, op(0.55)) +
      stroke(`M-2 0C-16 -2 -26 ${f(stemEnd * 0.4)} -40 ${f(stemEnd)}`, darken(cap, 0.15), 7) +
      stroke(
        `M-2 -1C-16 -3 -26 ${f(stemEnd * 0.4 - 1)} -38 ${f(stemEnd - 1)}`,
        lighten(cap, 0.3),
        2,
        op(0.6),
      ) +
      path(capD, cap, ` stroke="${darken(cap, 0.3)}" stroke-width="1.2"`),
    tr(x, y, rot),
  )
}

const trayBase = (s: Scene, cx: number, cy: number, rx: number, ry: number): string => {
  const { ctx, r, pal } = s
  const roll = r()
  if (colorDist(pal.main, '#c08a58') < 110 || colorDist(pal.main, '#5a8a3a') < 60) {
    const top = ctx.fade('#fffdf9', '#e6ddd0')
    const well = ctx.fade('#ede6da', '#f9f5ef')
    return (
      ell(cx + 24, cy + 30, rx * 1.06, ry * 1.08, ctx.shade()) +
      ell(cx, cy + 12, rx, ry, '#d6ccbc') +
      ell(cx, cy, rx, ry, top) +
      ell(cx, cy + 5, rx * 0.8, ry * 0.76, well) +
      ell(
        cx,
        cy,
        rx * 0.9,
        ry * 0.88,
        'none',
        ` stroke="${pal.accent}" stroke-width="5" opacity=".5"`,
      )
    )
  }
  if (roll < 0.5) {
    const top = ctx.lin(
      [
        [0, '#d6a676'],
        [1, '#b07c4e'],
      ],
      0,
      0,
      1,
      1,
    )
    let grain = ''
    for (let i = 1; i < 6; i++) {
      grain += ell(
        cx + rr(r, -20, 20),
        cy + rr(r, -6, 6),
        rx * (i / 6),
        ry * (i / 6),
        'none',
        ` stroke="#8a5a34" stroke-width="1.6" opacity=".18"`,
      )
    }
    return (
      ell(cx + 24, cy + 34, rx * 1.06, ry * 1.05, ctx.shade()) +
      ell(cx, cy + 18, rx, ry, '#8a5a36') +
      ell(cx, cy, rx, ry, top) +
      grain +
      `<path d="M${pt(cx - rx + 10, cy - 4)}A${f(rx - 10)} ${f(ry - 4)} 0 0 0 ${pt(cx + rx - 10, cy - 4)}" fill="none" stroke="#ecc9a0" stroke-width="3" opacity=".6"/>`
    )
  }
  const inner = ctx.rad([
    [0, '#d9b684'],
    [1, '#b48a55'],
  ])
  let rings = ''
  for (let i = 1; i < 7; i++) {
    rings += ell(
      cx,
      cy + 6,
      (rx - 26) * (i / 7),
      (ry - 14) * (i / 7),
      'none',
      ` stroke="#8a6434" stroke-width="3" stroke-dasharray="9 5" opacity=".35"`,
    )
  }
  return (
    ell(cx + 24, cy + 38, rx * 1.06, ry * 1.06, ctx.shade()) +
    ell(cx, cy + 24, rx, ry, '#8a6434') +
    ell(
      cx,
      cy + 24,
      rx,
      ry,
      'none',
      ` stroke="#6e4e26" stroke-width="4" stroke-dasharray="4 8" opacity=".6"`,
    ) +
    ell(cx, cy, rx, ry, '#c89c62', ` stroke="#a47a44" stroke-width="18"`) +
    ell(cx, cy, rx, ry, 'none', ` stroke="#dcb681" stroke-width="6" stroke-dasharray="14 7"`) +
    ell(cx, cy + 6, rx - 26, ry - 14, inner) +
    rings
  )
}

const pileOn = (
  s: Scene,
  cx: number,
  cy: number,
  sx: number,
  sy: number,
  n: number,
  draw: (x: number, y: number, i: number) => string,
): string => {
  const { r } = s
  const items: [number, string][] = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rr(r, -0.4, 0.4)
    const k = Math.sqrt((i + 0.5) / n)
    const x = cx + Math.cos(a * 2.4) * sx * k
    const y = cy + Math.sin(a * 2.4) * sy * k
    items.push([y, draw(x, y, i)])
  }
  return items
    .sort((a, b) => a[0] - b[0])
    .map((i) => i[1])
    .join('')
}

const podPile = (
  s: Scene,
  body: string,
  cap: string,
  ridged: boolean,
  count: number,
  size = 1,
): string => {
  const { r } = s
  const cx = 600 + rr(r, -30, 30)
  const cy = 560
  const pile = pileOn(s, cx, cy - 30, 220, 70, count, (x, y) => {
    const len = rr(r, 210, 260) * size
    const wid = rr(r, 32, 40) * (ridged ? 1.15 : 1) * size
    const flip = r() < 0.5
    const rot = (flip ? 180 : 0) + rr(r, -28, 28)
    const rad = (rot * Math.PI) / 180
    const tone = mix(body, pick(r, ['#ffffff', '#000000', body]), rr(r, 0, 0.12))
    return pod(
      s,
      x - (Math.cos(rad) * len) / 2,
      y - (Math.sin(rad) * len) / 2,
      len,
      wid,
      rot,
      tone,
      cap,
      ridged,
    )
  })
  let spill = ''
  for (let i = 0; i < 2; i++) {
    const len = rr(r, 210, 240) * size
    const x = cx + (i ? 150 : -330) + rr(r, -20, 20)
    spill += pod(
      s,
      x,
      740 + i * 12 + rr(r, -8, 8),
      len,
      36 * size * (ridged ? 1.15 : 1),
      rr(r, -12, 8),
      body,
      cap,
      ridged,
    )
  }
  return trayBase(s, cx, cy, 420, 130) + pile + spill
}

const quill = (
  s: Scene,
  x: number,
  y: number,
  len: number,
  th: number,
  rot: number,
  col: string,
): string => {
  const { ctx, r } = s
  const fill = ctx.lin([
    [0, lighten(col, 0.28)],
    [0.35, col],
    [1, darken(col, 0.35)],
  ])
  const er = th * 0.26
  let bark = ''
  for (let i = 0; i < 5; i++) {
    const bx = rr(r, 20, len - 60)
    const by = rr(r, -th * 0.3, th * 0.35)
    bark += stroke(
      `M${pt(bx, by)}l${f(rr(r, 20, 60))} ${f(rr(r, -1, 1))}`,
      darken(col, 0.3),
      1.4,
      op(0.4),
    )
  }
  return grp(
    rect(6, -th / 2 + 10, len, th, '#3c2814', th / 2.5, op(0.14)) +
      rect(0, -th / 2, len, th, fill, th * 0.2) +
      stroke(`M8 ${f(-th * 0.08)}L${f(len - 6)} ${f(-th * 0.1)}`, darken(col, 0.35), 1.8, op(0.7)) +
      stroke(`M8 ${f(-th * 0.28)}L${f(len - 10)} ${f(-th * 0.3)}`, lighten(col, 0.45), 3, op(0.5)) +
      bark +
      ell(
        len,
        0,
        er,
        th / 2,
        darken(col, 0.05),
        ` stroke="${darken(col, 0.3)}" stroke-width="1.4"`,
      ) +
      ell(len + er * 0.15, th * 0.04, er * 0.62, th * 0.32, darken(col, 0.45)) +
      stroke(
        `M${pt(len, -th / 2)}C${pt(len + er * 1.05, -th * 0.32)} ${pt(len + er * 0.8, th * 0.26)} ${pt(len + er * 0.05, th * 0.2)}`,
        lighten(col, 0.3),
        2.6,
      ) +
      stroke(
        `M${pt(len + er * 0.05, th * 0.2)}C${pt(len - er * 0.5, th * 0.12)} ${pt(len - er * 0.3, -th * 0.15)} ${pt(len + er * 0.2, -th * 0.14)}`,
        lighten(col, 0.2),
        2,
        op(0.8),
      ),
    tr(x, y, rot),
  )
}

const quillScene = (s: Scene): string => {
  const { ctx, pal, r } = s
  const cx = 600 + rr(r, -20, 20)
  const cy = 520
  const rot = rr(r, -12, -4)
  const th = 44
  const n = 7
  let bundle = ''
  for (let i = n - 1; i >= 0; i--) {
    const len = 520 + rr(r, -30, 30)
    const tone = mix(pal.main, pick(r, ['#ffffff', '#000000']), rr(r, 0, 0.1))
    bundle += quill(s, -280 + rr(r, -24, 24), i * -th * 0.62, len, th, 0, tone)
  }
  const tie = (tx: number): string =>
    path(
      `M${f(tx)} ${f(-n * th * 0.62 - 8)}Q${f(tx - 12)} ${f(-n * th * 0.3)} ${f(tx)} ${f(th * 0.62)}L${f(tx + 16)} ${f(th * 0.62)}Q${f(tx + 4)} ${f(-n * th * 0.3)} ${f(tx + 16)} ${f(-n * th * 0.62 - 8)}Z`,
      pal.accent,
      ` stroke="${darken(pal.accent, 0.3)}" stroke-width="1.5"`,
    ) +
    stroke(
      `M${f(tx + 8)} ${f(th * 0.62)}q-18 26 -8 54M${f(tx + 8)} ${f(th * 0.62)}q16 22 22 48`,
      pal.accent,
      5,
    )
  const bundleG = grp(
    ell(0, th * 0.55, 330, 40, ctx.shade()) + bundle + tie(-110) + tie(120),
    tr(cx - 10, cy + 60, rot),
  )
  let pieces = ''
  for (let i = 0; i < 3; i++) {
    pieces += quill(
      s,
      cx - 260 + i * 190 + rr(r, -20, 20),
      cy + 230 + rr(r, -20, 20),
      rr(r, 110, 160),
      th * 0.85,
      rr(r, -25, 25),
      mix(pal.main, '#000000', rr(r, 0, 0.08)),
    )
  }
  return bundleG + pieces
}

/**
 * A bulb's outline (onion, garlic), symmetric about x = 0: from its neck at (0, -top) down the
 * right side through `right` (three points of a curve, then two controls) to (0, bottom), and
 * back up the left. Every figure is a multiple of the radius R.
 */
const bulbOutline = (R: number, top: number, right: Pt[], bottom: number): string => {
  const [a, b, c, d, e] = right.map(([x, y]): [string, string] => [
    pt(R * x, R * y),
    pt(-R * x, R * y),
  ])
  return (
    `M0 ${f(-R * top)}C${a[0]} ${b[0]} ${c[0]}` +
    `C${d[0]} ${e[0]} ${pt(0, R * bottom)}C${e[1]} ${d[1]} ${c[1]}` +
    `C${b[1]} ${a[1]} 0 ${f(-R * top)}Z`
  )
}

/**
 * `n` roots under a bulb of radius R: each starts at a random x within ±spread·R and curls out.
 * The other figures: start x and y, the curl's x and y, its end x (x as multiples of the root's
 * offset, y of R) and the range of its end y.
 */
const bulbRoots = (
  r: Rng,
  R: number,
  n: number,
  [spread, x0, y0, qx, qy, x1, lo, hi]: number[],
  color: string,
): string => {
  let roots = ''
  for (let i = 0; i < n; i++) {
    const rx = rr(r, -R * spread, R * spread)
    roots += stroke(
      `M${pt(rx * x0, R * y0)}q${f(rx * qx)} ${f(R * qy)} ${f(rx * x1)} ${f(R * rr(r, lo, hi))}`,
      color,
      2,
    )
  }
  return roots
}

const onion = (
  s: Scene,
  x: number,
  y: number,
  R: number,
  rot: number,
  base: string,
  stripe: string,
): string => {
  const { ctx, r } = s
  const d = bulbOutline(
    R,
    1.28,
    [
      [0.22, -1.02],
      [1.08, -0.82],
      [1.03, 0.05],
      [0.98, 0.75],
      [0.5, 1],
    ],
    1,
  )
  const fill = ctx.rad(
    [
      [0, lighten(base, 0.38)],
      [0.55, base],
      [1, darken(base, 0.32)],
    ],
    0.38,
    0.36,
    0.72,
  )
  let stripes = ''
  for (const k of [-0.78, -0.5, -0.22, 0.08, 0.36, 0.64, 0.86]) {
    stripes += stroke(
      `M0 ${f(-R * 1.2)}Q${pt(k * R * 2, -R * 0.1)} 0 ${f(R * 0.97)}`,
      stripe,
      2,
      op(0.35),
    )
  }
  const roots = bulbRoots(r, R, 7, [0.22, 0.4, 0.96, 0.5, 0.12, 1.1, 0.16, 0.26], '#d9c6a2')
  const neckTip = rr(r, -0.25, 0.25) * R
  return grp(
    ell(R * 0.1, R * 0.95, R * 1.05, R * 0.2, ctx.shade()) +
      roots +
      path(d, fill, ` stroke="${darken(base, 0.35)}" stroke-width="1.5"`) +
      stripes +
      stroke(
        `M0 ${f(-R * 1.22)}Q${pt(neckTip * 0.4, -R * 1.45)} ${pt(neckTip, -R * 1.62)}`,
        darken(base, 0.25),
        9,
      ) +
      stroke(
        `M0 ${f(-R * 1.24)}Q${pt(neckTip * 0.4, -R * 1.45)} ${pt(neckTip, -R * 1.6)}`,
        '#d8c09a',
        3,
        op(0.8),
      ) +
      ell(
        -R * 0.42,
        -R * 0.28,
        R * 0.14,
        R * 0.34,
        '#ffffff',
        op(0.28) + ` transform="rotate(20 ${f(-R * 0.42)} ${f(-R * 0.28)})"`,
      ),
    tr(x, y, rot),
  )
}

const halfOnion = (s: Scene, x: number, y: number, R: number, base: string): string => {
  const { ctx } = s
  const face = lighten(base, 0.78)
  let rings = ''
  for (let i = 1; i < 6; i++) {
    const k = 1 - i * 0.16
    rings += ell(
      0,
      0,
      R * k,
      R * 0.5 * k,
      'none',
      ` stroke="${lighten(base, 0.35)}" stroke-width="${f(4 - i * 0.4)}" opacity=".8"`,
    )
  }
  const fill = ctx.lin(
    [
      [0, lighten(base, 0.2)],
      [1, darken(base, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )
  return grp(
    ell(10, R * 0.75, R * 1.1, R * 0.26, ctx.shade()) +
      path(
        `M${f(-R)} 0C${pt(-R, R * 0.7)} ${pt(-R * 0.45, R * 0.85)} 0 ${f(R * 0.85)}C${pt(R * 0.45, R * 0.85)} ${pt(R, R * 0.7)} ${pt(R, 0)}Z`,
        fill,
      ) +
      ell(0, 0, R, R * 0.5, face, ` stroke="${base}" stroke-width="5"`) +
      rings +
      ell(0, 0, R * 0.1, R * 0.05, lighten(base, 0.5)),
    tr(x, y),
  )
}

const garlic = (
  s: Scene,
  x: number,
  y: number,
  R: number,
  rot: number,
  base: string,
  tint: string,
): string => {
  const { ctx, r } = s
  const d = bulbOutline(
    R,
    1.3,
    [
      [0.16, -0.95],
      [1.18, -0.72],
      [1.12, 0.15],
      [1.06, 0.72],
      [0.55, 0.9],
    ],
    0.88,
  )
  const fill = ctx.rad(
    [
      [0, '#ffffff'],
      [0.6, base],
      [1, darken(base, 0.25)],
    ],
    0.4,
    0.38,
    0.72,
  )
  let segs = ''
  for (const k of [-0.72, -0.32, 0.1, 0.5]) {
    segs += stroke(
      `M0 ${f(-R * 1.15)}Q${pt(k * R * 2.1, -R * 0.1)} ${pt(k * R * 0.3, R * 0.86)}`,
      darken(base, 0.3),
      2,
      op(0.45),
    )
    segs += stroke(
      `M${f(k * R * 0.2)} ${f(-R * 0.7)}Q${pt(k * R * 1.9 + 8, 0)} ${pt(k * R * 0.4 + 4, R * 0.7)}`,
      tint,
      5,
      op(0.25),
    )
  }
  const roots = bulbRoots(r, R, 9, [0.3, 0.3, 0.84, 0.4, 0.1, 0.9, 0.12, 0.2], '#cdb894')
  return grp(
    ell(R * 0.1, R * 0.86, R * 1.1, R * 0.2, ctx.shade()) +
      roots +
      path(d, fill, ` stroke="${darken(base, 0.32)}" stroke-width="1.5"`) +
      segs +
      stroke(`M0 ${f(-R * 1.25)}L${f(rr(r, -8, 8))} ${f(-R * 1.6)}`, darken(base, 0.15), 10) +
      stroke(`M0 ${f(-R * 1.25)}L${f(rr(r, -3, 3))} ${f(-R * 1.58)}`, '#ffffff', 3, op(0.7)),
    tr(x, y, rot),
  )
}

const garlicClove = (x: number, y: number, rot: number, base: string, tint: string): string =>
  grp(
    path(
      'M0-40C22-28 28 14 10 36C2 42-14 40-18 28C-24 8-16-24 0-40Z',
      '#4a3520',
      op(0.14) + ' transform="translate(4 7)"',
    ) +
      path(
        'M0-40C22-28 28 14 10 36C2 42-14 40-18 28C-24 8-16-24 0-40Z',
        base,
        ` stroke="${darken(base, 0.32)}" stroke-width="1.5"`,
      ) +
      stroke('M6-26C16-12 17 12 8 28', tint, 6, op(0.25)) +
      stroke('M-8-22C-14-6-14 10-10 22', '#ffffff', 4, op(0.7)),
    tr(x, y, rot),
  )

const bulbScene = (s: Scene): string => {
  const { pal, r, seed } = s
  const cx = 600 + rr(r, -20, 20)
  const base = trayBase(s, cx, 610, 410, 125)
  if (has(seed, ['garlic', 'lahsun', 'lasun'])) {
    const tint = mix(pal.accent, '#9a5a8a', 0.3)
    return (
      base +
      garlic(s, cx - 160, 520, 118, rr(r, -12, -2), pal.main, tint) +
      garlic(s, cx + 150, 510, 112, rr(r, 2, 12), pal.main, tint) +
      garlic(s, cx + 10, 610, 126, rr(r, -6, 6), pal.main, tint) +
      garlicClove(cx - 300, 700, rr(r, 40, 80), pal.main, tint) +
      garlicClove(cx + 300, 712, rr(r, -80, -40), pal.main, tint) +
      garlicClove(cx + 360, 650, rr(r, -30, 10), pal.main, tint)
    )
  }
  const stripe = darken(pal.main, 0.35)
  // Shallots: a heap of small bulbs; Bangalore rose onions: fewer, a little larger.
  if (has(seed, ['shallot', 'sambar', 'rose'])) {
    const rose = has(seed, ['rose'])
    const n = rose ? 7 : 11
    const items: [number, string][] = []
    for (let i = 0; i < n; i++) {
      const a = i * 2.4
      const k = Math.sqrt((i + 0.5) / n)
      const ox = cx + Math.cos(a) * 280 * k
      const oy = 580 + Math.sin(a) * 80 * k
      items.push([
        oy,
        onion(
          s,
          ox,
          oy,
          rose ? rr(r, 64, 74) : rr(r, 46, 56),
          rr(r, -25, 25),
          mix(pal.main, '#000000', rr(r, 0, 0.1)),
          stripe,
        ),
      ])
    }
    return (
      base +
      items
        .sort((a, b) => a[0] - b[0])
        .map((i) => i[1])
        .join('')
    )
  }
  return (
    base +
    onion(s, cx - 170, 505, 112, rr(r, -14, -4), pal.main, stripe) +
    onion(s, cx + 150, 495, 106, rr(r, 4, 14), mix(pal.main, '#000000', 0.05), stripe) +
    onion(s, cx - 10, 600, 124, rr(r, -6, 6), pal.main, stripe) +
    halfOnion(s, cx + 300, 660, 96, pal.main) +
    path(
      'M0 0q30-20 60 6q-28 4-60-6z',
      lighten(pal.main, 0.35),
      ` transform="${tr(cx - 360, 720, rr(r, -30, 30))}"`,
    ) +
    path(
      'M0 0q26-16 50 8q-24 2-50-8z',
      lighten(pal.main, 0.5),
      ` transform="${tr(cx - 250, 760, rr(r, -30, 30))}"`,
    )
  )
}

const potato = (
  s: Scene,
  x: number,
  y: number,
  rx: number,
  ry: number,
  rot: number,
  base: string,
): string => {
  const { ctx, r } = s
  const d = smooth(blob(r, 0, 0, rx, ry, 9, 0.08))
  const fill = ctx.rad(
    [
      [0, lighten(base, 0.3)],
      [0.6, base],
      [1, darken(base, 0.3)],
    ],
    0.38,
    0.35,
    0.75,
  )
  let marks = ''
  for (let i = 0; i < 5; i++) {
    const a = r() * Math.PI * 2
    const k = rr(r, 0.2, 0.75)
    const ex = Math.cos(a) * rx * k
    const ey = Math.sin(a) * ry * k
    marks += stroke(`M${pt(ex - 5, ey)}q5 -4 10 0`, darken(base, 0.4), 2.2, op(0.6))
  }
  for (let i = 0; i < 14; i++) {
    const a = r() * Math.PI * 2
    const k = rr(r, 0.1, 0.85)
    marks += circ(
      Math.cos(a) * rx * k,
      Math.sin(a) * ry * k,
      rr(r, 1, 2.2),
      darken(base, 0.3),
      op(0.4),
    )
  }
  return grp(
    ell(10, ry * 0.85, rx * 1.05, ry * 0.28, ctx.shade()) +
      path(d, fill, ` stroke="${darken(base, 0.35)}" stroke-width="1.5"`) +
      marks +
      ell(-rx * 0.35, -ry * 0.4, rx * 0.3, ry * 0.16, '#ffffff', op(0.22)),
    tr(x, y, rot),
  )
}

type Lobe = { x: number; y: number; rx: number; ry: number; a: number }

const rhizome = (
  s: Scene,
  x: number,
  y: number,
  sc: number,
  rot: number,
  skin: string,
  flesh: string,
  slim: boolean,
): string => {
  const { ctx, r } = s
  const lobes: Lobe[] = []
  if (slim) return fingers(s, x, y, sc, skin, flesh)
  lobes.push({ x: 0, y: 0, rx: 112, ry: 52, a: rr(r, -6, 6) })
  {
    const anchors: [number, number, number][] = [
      [-100, -6, 195],
      [-45, -40, -105],
      [30, -44, -72],
      [104, -12, -14],
      [48, 36, 38],
    ]
    for (const [ax, ay, a0] of anchors) {
      const a = a0 + rr(r, -10, 10)
      const rx = rr(r, 50, 68)
      const rad = (a * Math.PI) / 180
      lobes.push({
        x: ax + Math.cos(rad) * rx * 0.55,
        y: ay + Math.sin(rad) * rx * 0.55,
        rx,
        ry: rr(r, 34, 42),
        a,
      })
    }
  }
  const shapesD = lobes.map((l) => smooth(blob(r, 0, 0, l.rx, l.ry, 10, 0.05)))
  const fill = ctx.lin([
    [0, lighten(skin, 0.28)],
    [0.55, skin],
    [1, darken(skin, 0.28)],
  ])
  const lt = (l: Lobe): string => tr(l.x, l.y, l.a)
  let out = ''
  lobes.forEach((l, i) => {
    out += path(shapesD[i], '#3c2814', op(0.13) + ` transform="translate(6 10) ${lt(l)}"`)
  })
  lobes.forEach((l, i) => {
    out += path(
      shapesD[i],
      darken(skin, 0.3),
      ` stroke="${darken(skin, 0.3)}" stroke-width="6" transform="${lt(l)}"`,
    )
  })
  lobes.forEach((l, i) => {
    let rings = ''
    const n = slim ? 5 : 3
    for (let k = 1; k <= n; k++) {
      const t = -0.75 + (1.5 * k) / (n + 1)
      const rx = t * l.rx
      const span = l.ry * Math.sqrt(1 - t * t) * 0.92
      rings += `M${pt(rx, -span)}Q${pt(rx + l.ry * 0.35, 0)} ${pt(rx, span)}`
    }
    out += grp(
      path(shapesD[i], fill) +
        (i > 0 || !slim ? stroke(rings, darken(skin, 0.32), 2, op(0.5)) : '') +
        ell(-l.rx * 0.1, -l.ry * 0.45, l.rx * 0.55, l.ry * 0.18, '#ffffff', op(0.22)),
      lt(l),
    )
  })
  const tips = lobes.slice(1)
  const cut = tips[ri(r, 0, tips.length - 1)]
  const cr = (cut.a * Math.PI) / 180
  const ex = cut.x + Math.cos(cr) * cut.rx * 0.9
  const ey = cut.y + Math.sin(cr) * cut.rx * 0.9
  out += ell(
    ex,
    ey,
    cut.ry * 0.45,
    cut.ry * 0.85,
    flesh,
    ` stroke="${darken(skin, 0.25)}" stroke-width="3" transform="rotate(${f(cut.a)} ${f(ex)} ${f(ey)})"`,
  )
  if (!slim) {
    for (const l of tips.filter((t) => t !== cut).slice(0, 2)) {
      const lr = (l.a * Math.PI) / 180
      const bx = l.x + Math.cos(lr) * l.rx * 0.92
      const by = l.y + Math.sin(lr) * l.rx * 0.92
      out += ell(
        bx,
        by,
        10,
        7,
        '#e9b78a',
        ` stroke="${darken(skin, 0.2)}" stroke-width="1.5" transform="rotate(${f(l.a)} ${f(bx)} ${f(by)})"`,
      )
    }
  }
  return grp(out, tr(x, y, rot, sc))
}

const fingerPath = (len: number, w: number, bend: number): string => {
  const top: Pt[] = []
  const bot: Pt[] = []
  const N = 8
  for (let i = 0; i <= N; i++) {
    const t = i / N
    const x = (t - 0.5) * len
    const yc = bend * (t - 0.5) ** 2 * len * 0.5
    const hw = (w / 2) * Math.max(0.35, Math.sqrt(1 - Math.abs(2 * t - 1) ** 5)) * (1 - t * 0.18)
    top.push([x, yc - hw])
    bot.unshift([x, yc + hw])
  }
  return smooth([...top, ...bot])
}

const fingers = (
  s: Scene,
  x: number,
  y: number,
  sc: number,
  skin: string,
  flesh: string,
): string => {
  const { ctx, r } = s
  const turmeric = has(s.seed, ['turmeric', 'haldi'])
  const fill = ctx.lin([
    [0, lighten(skin, 0.3)],
    [0.5, skin],
    [1, darken(skin, 0.3)],
  ])
  const items: [number, string][] = []
  for (let i = 0; i < 7; i++) {
    const len = rr(r, 150, 210)
    const w = rr(r, 34, 42)
    const fx = rr(r, -170, 170)
    const fy = rr(r, -60, 60)
    const rot = rr(r, -35, 35) + (r() < 0.5 ? 180 : 0)
    const d = fingerPath(len, w, rr(r, -0.5, 0.5))
    let rings = ''
    for (let k = 1; k < 7; k++) {
      const rx = (k / 7 - 0.5) * len
      rings += `M${pt(rx, -w * 0.42)}Q${pt(rx + 7, 0)} ${pt(rx, w * 0.42)}`
    }
    let g =
      path(d, '#3c2814', op(0.14) + ' transform="translate(5 9)"') +
      path(d, fill, ` stroke="${darken(skin, 0.32)}" stroke-width="3"`) +
      stroke(rings, darken(skin, 0.3), 2, op(0.45)) +
      stroke(
        `M${pt(-len * 0.36, -w * 0.2)}L${pt(len * 0.3, -w * 0.22)}`,
        lighten(skin, 0.45),
        w * 0.14,
        op(0.5),
      )
    if (r() < 0.4) {
      const bx = rr(r, -0.2, 0.2) * len
      g =
        grp(
          path(
            fingerPath(len * 0.42, w * 0.85, 0.2),
            fill,
            ` stroke="${darken(skin, 0.32)}" stroke-width="3"`,
          ),
          tr(bx + len * 0.12, -w * 0.55, -40),
        ) + g
    }
    if (i < 2 || turmeric)
      g += ell(
        len / 2 - 2,
        0,
        w * (turmeric ? 0.26 : 0.2),
        w * 0.42,
        flesh,
        ` stroke="${darken(skin, 0.25)}" stroke-width="2.5"`,
      )
    items.push([fy, grp(g, tr(fx, fy, rot))])
  }
  return grp(
    items
      .sort((a, b) => a[0] - b[0])
      .map((i) => i[1])
      .join(''),
    tr(x, y, 0, sc),
  )
}

const carrot = (
  s: Scene,
  x: number,
  y: number,
  len: number,
  rot: number,
  body: string,
  top: string,
): string => {
  const { ctx, r } = s
  const w = len * 0.2
  const d = `M0 ${f(-w / 2)}C${pt(len * 0.4, -w * 0.45)} ${pt(len * 0.8, -w * 0.2)} ${pt(len, 0)}C${pt(len * 0.8, w * 0.2)} ${pt(len * 0.4, w * 0.45)} 0 ${f(w / 2)}Q${pt(-w * 0.12, 0)} 0 ${f(-w / 2)}Z`
  const fill = ctx.lin([
    [0, lighten(body, 0.25)],
    [0.5, body],
    [1, darken(body, 0.25)],
  ])
  let rings = ''
  for (let i = 1; i < 7; i++) {
    const px = (len * i) / 8
    const hw = (w / 2) * (1 - i / 9)
    rings += `M${pt(px, -hw * 0.8)}q3 ${f(hw * 0.5)} 0 ${f(hw * 0.7)}`
  }
  let tops = ''
  for (let i = 0; i < 5; i++) {
    const a = 180 + rr(r, -35, 35)
    const rad = (a * Math.PI) / 180
    tops += stroke(
      `M0 0Q${pt(Math.cos(rad) * 50, Math.sin(rad) * 50 - 10)} ${pt(Math.cos(rad) * 110, Math.sin(rad) * 110)}`,
      top,
      6,
    )
  }
  return grp(
    tops +
      path(d, '#3c2814', op(0.14) + ' transform="translate(5 9)"') +
      path(d, fill, ` stroke="${darken(body, 0.3)}" stroke-width="1.5"`) +
      stroke(rings, darken(body, 0.3), 2, op(0.5)) +
      stroke(
        `M${pt(len * 0.08, -w * 0.25)}L${pt(len * 0.6, -w * 0.12)}`,
        '#ffffff',
        w * 0.1,
        op(0.35),
      ),
    tr(x, y, rot),
  )
}

const tuberScene = (s: Scene, variant: 'potato' | 'rhizome'): string => {
  const { pal, r, seed } = s
  if (has(seed, ['carrot', 'gajar'])) {
    const cx = 600 + rr(r, -20, 20)
    let out = trayBase(s, cx, 600, 410, 125)
    for (let i = 0; i < 5; i++)
      out += carrot(
        s,
        cx - 230 + rr(r, -20, 20),
        470 + i * 45,
        rr(r, 380, 440),
        rr(r, -6, 10),
        mix(pal.main, '#000000', rr(r, 0, 0.1)),
        pal.accent,
      )
    return out
  }
  const cx = 600 + rr(r, -20, 20)
  const base = trayBase(s, cx, 600, 410, 125)
  if (variant === 'potato') {
    const long = has(seed, ['sweet', 'yam'])
    const [a, b] = long ? [130, 62] : [108, 80]
    return (
      base +
      potato(s, cx - 170, 520, a, b, rr(r, -20, 10), pal.main) +
      potato(s, cx + 140, 515, a * 0.95, b * 0.95, rr(r, -10, 20), mix(pal.main, '#000000', 0.05)) +
      potato(s, cx - 40, 600, a * 1.05, b * 1.05, rr(r, -15, 15), pal.main) +
      potato(s, cx + 250, 640, a * 0.8, b * 0.8, rr(r, -30, 30), pal.main) +
      potato(s, cx - 290, 650, a * 0.75, b * 0.75, rr(r, -30, 30), lighten(pal.main, 0.05))
    )
  }
  const slim =
    has(seed, ['turmeric', 'haldi', 'finger']) || (!has(seed, ['ginger', 'adrak']) && r() < 0.5)
  const flesh = has(seed, ['turmeric', 'haldi'])
    ? '#f2a516'
    : slim
      ? mix(lighten(pal.main, 0.3), pal.accent, 0.5)
      : lighten(pal.main, 0.45)
  const skin = pal.main
  const slice = (x: number, y: number, R: number): string =>
    ell(x + 4, y + 8, R * 1.05, R * 0.62, '#3c2814', op(0.14)) +
    ell(x, y + 6, R, R * 0.6, darken(skin, 0.2)) +
    ell(x, y, R, R * 0.6, flesh, ` stroke="${skin}" stroke-width="5"`) +
    ell(
      x,
      y,
      R * 0.6,
      R * 0.36,
      'none',
      ` stroke="${lighten(flesh, 0.3)}" stroke-width="3" opacity=".7"`,
    )
  return (
    base +
    (slim
      ? fingers(s, cx, 585, 1.22, skin, flesh)
      : rhizome(s, cx - 40, 510, 1.05, rr(r, -12, 4), skin, flesh, false) +
        rhizome(s, cx + 30, 630, 0.95, rr(r, 170, 186), darken(skin, 0.06), flesh, false)) +
    slice(cx - 310, 690, 50) +
    slice(cx - 200, 735, 44) +
    slice(cx + 320, 700, 46) +
    (has(seed, ['turmeric', 'haldi']) ? powderHeap(s, cx + 330, 780, 95, 80, '#f2b316') : '')
  )
}

const leaf = (
  x: number,
  y: number,
  L: number,
  W: number,
  rot: number,
  col: string,
  vein: string,
): string => {
  const d = `M0 0C${pt(W * 0.55, -L * 0.1)} ${pt(W * 0.62, -L * 0.62)} 0 ${f(-L)}C${pt(-W * 0.62, -L * 0.62)} ${pt(-W * 0.55, -L * 0.1)} 0 0Z`
  const right = `M0 0C${pt(W * 0.55, -L * 0.1)} ${pt(W * 0.62, -L * 0.62)} 0 ${f(-L)}Q${pt(W * 0.05, -L * 0.5)} 0 0Z`
  let veins = ''
  for (let i = 1; i < 6; i++) {
    const t = i / 6.5
    const vy = -L * t
    const span = W * 0.42 * Math.sin(Math.PI * (t * 0.9 + 0.08))
    veins += `M0 ${f(vy)}Q${pt(span * 0.5, vy - L * 0.03)} ${pt(span, vy - L * 0.09)}M0 ${f(vy)}Q${pt(-span * 0.5, vy - L * 0.03)} ${pt(-span, vy - L * 0.09)}`
  }
  return grp(
    path(d, '#2c3a1c', op(0.14) + ' transform="translate(5 8)"') +
      path(d, col) +
      path(right, darken(col, 0.18), op(0.5)) +
      stroke(`M0 0Q${pt(W * 0.04, -L * 0.5)} 0 ${f(-L * 0.96)}`, vein, 2.4) +
      stroke(veins, vein, 1.4, op(0.7)),
    tr(x, y, rot),
  )
}

const cabbageHead = (
  s: Scene,
  x: number,
  y: number,
  R: number,
  col: string,
  vein: string,
): string => {
  const { ctx } = s
  const fill = ctx.rad(
    [
      [0, lighten(col, 0.35)],
      [0.7, col],
      [1, darken(col, 0.25)],
    ],
    0.4,
    0.35,
    0.7,
  )
  let out =
    ell(10, R * 0.85, R * 1.1, R * 0.22, ctx.shade()) +
    circ(0, 0, R, fill, ` stroke="${darken(col, 0.3)}" stroke-width="2"`)
  for (const k of [0.92, 0.7, 0.48]) {
    out += stroke(
      `M${pt(-R * k, R * 0.1)}Q${pt(-R * k * 0.6, -R * k * 1.1)} ${pt(R * k * 0.2, -R * k * 0.98)}`,
      darken(col, 0.2),
      3,
      op(0.55),
    )
    out += stroke(
      `M${pt(R * k, R * 0.2)}Q${pt(R * k * 0.8, -R * k * 0.7)} ${pt(R * k * 0.1, -R * k * 0.95)}`,
      darken(col, 0.15),
      2.5,
      op(0.45),
    )
  }
  out += stroke(
    `M0 ${f(R * 0.9)}Q${pt(-R * 0.1, 0)} ${pt(-R * 0.3, -R * 0.6)}M${pt(-R * 0.05, R * 0.3)}Q${pt(R * 0.4, R * 0.1)} ${pt(R * 0.7, -R * 0.1)}`,
    vein,
    4,
    op(0.8),
  )
  return grp(out, tr(x, y))
}

const cauliflowerHead = (
  s: Scene,
  x: number,
  y: number,
  R: number,
  curd: string,
  leafCol: string,
): string => {
  const { r } = s
  let leaves = ''
  for (let i = 0; i < 7; i++) {
    const a = -150 + i * 20 + rr(r, -5, 5)
    leaves += leaf(
      0,
      R * 0.45,
      R * 1.35,
      R * 0.8,
      a + 90,
      mix(leafCol, '#000000', rr(r, 0, 0.15)),
      lighten(leafCol, 0.4),
    )
  }
  let florets = ''
  const items: [number, string][] = []
  for (let i = 0; i < 34; i++) {
    const a = r() * Math.PI * 2
    const k = Math.sqrt(r())
    const fx = Math.cos(a) * R * 0.75 * k
    const fy = Math.sin(a) * R * 0.5 * k - R * 0.1
    const fr = rr(r, R * 0.16, R * 0.24)
    items.push([
      fy,
      circ(
        fx,
        fy,
        fr,
        mix(curd, '#ffffff', rr(r, 0, 0.5)),
        ` stroke="${darken(curd, 0.18)}" stroke-width="2"`,
      ),
    ])
  }
  florets = items
    .sort((a, b) => a[0] - b[0])
    .map((i) => i[1])
    .join('')
  return grp(leaves + florets, tr(x, y))
}

const leafyScene = (s: Scene): string => {
  const { pal, r, seed } = s
  if (has(seed, ['cabbage', 'cauliflower', 'gobi'])) {
    const cx = 600 + rr(r, -20, 20)
    const base = trayBase(s, cx, 610, 420, 125)
    if (has(seed, ['cauliflower']))
      return (
        base +
        cauliflowerHead(s, cx - 150, 560, 190, pal.main, pal.accent) +
        cauliflowerHead(s, cx + 200, 620, 140, pal.main, pal.accent)
      )
    return (
      base +
      leaf(cx + 260, 700, 230, 200, 70, pal.main, lighten(pal.main, 0.4)) +
      cabbageHead(s, cx - 150, 540, 190, pal.main, pal.accent) +
      cabbageHead(s, cx + 180, 610, 150, darken(pal.main, 0.05), pal.accent)
    )
  }
  const cx = 600 + rr(r, -20, 20)
  const base = trayBase(s, cx, 610, 420, 125)
  const vein = lighten(pal.main, 0.35)
  const stem = mix(pal.main, '#c9c07a', 0.4)
  const tones = [pal.main, darken(pal.main, 0.1), lighten(pal.main, 0.1)]
  const bx = cx - 290
  const by = 700
  const sprig =
    has(seed, ['curry', 'kadi', 'neem', 'moringa']) ||
    (!has(seed, ['spinach', 'palak', 'lettuce']) && r() < 0.4)
  let out = ''
  if (sprig) {
    for (let k = 0; k < 3; k++) {
      const ang = -44 + k * 17 + rr(r, -4, 4)
      const rad = (ang * Math.PI) / 180
      const len = 520 - k * 40
      const ex = Math.cos(rad) * len
      const ey = Math.sin(rad) * len
      let g = stroke(`M0 0Q${pt(ex * 0.5, ey * 0.5 - 20)} ${pt(ex, ey)}`, stem, 5)
      const leaflets = 11
      for (let i = 0; i < leaflets; i++) {
        const t = 0.18 + (i / leaflets) * 0.8
        const px = ex * t
        const py = ey * t - 20 * 2 * t * (1 - t)
        const side = i % 2 ? 1 : -1
        g += leaf(px, py, 92 - t * 30, 40 - t * 10, ang + 90 + side * 55, pick(r, tones), vein)
      }
      g += leaf(ex, ey, 70, 32, ang + 90, pick(r, tones), vein)
      out += grp(g, tr(bx, by))
    }
  } else {
    const leaves: string[] = []
    const stems: string[] = []
    for (let i = 0; i < 9; i++) {
      const ang = -78 + i * 9.5 + rr(r, -4, 4)
      const rad = (ang * Math.PI) / 180
      const sl = rr(r, 90, 170)
      const lx = bx + Math.cos(rad) * sl
      const ly = by + Math.sin(rad) * sl
      stems.push(stroke(`M${pt(bx, by)}L${pt(lx, ly)}`, stem, 6))
      leaves.push(leaf(lx, ly, rr(r, 250, 320), rr(r, 150, 190), ang + 90, pick(r, tones), vein))
    }
    out = stems.join('') + shuffle(r, leaves).join('')
  }
  let cut = ''
  for (let i = 0; i < 5; i++) {
    const a = ((-200 + i * 8) * Math.PI) / 180
    cut += stroke(`M${pt(bx, by)}l${f(Math.cos(a) * 70)} ${f(-Math.sin(a) * 30)}`, stem, 6)
  }
  const tie = grp(
    rect(
      -12,
      -26,
      24,
      52,
      pal.accent,
      4,
      ` stroke="${darken(pal.accent, 0.3)}" stroke-width="1.5"`,
    ) + stroke('M0 26q-10 30 6 50M0 26q16 24 30 36', pal.accent, 5),
    tr(bx - 20, by + 10, -30),
  )
  const loose =
    leaf(cx + 300, 760, 130, 80, rr(r, 100, 130), pick(r, tones), vein) +
    leaf(cx + 370, 700, 110, 70, rr(r, 60, 90), pick(r, tones), vein)
  return base + cut + out + tie + loose
}

const brinjal = (
  s: Scene,
  x: number,
  y: number,
  L: number,
  W: number,
  rot: number,
  body: string,
  cap: string,
): string => {
  const { ctx } = s
  const d = `M0 0C${pt(L * 0.1, -W * 0.32)} ${pt(L * 0.35, -W * 0.55)} ${pt(L * 0.66, -W * 0.55)}C${pt(L * 0.95, -W * 0.55)} ${pt(L * 1.02, -W * 0.1)} ${pt(L, 0)}C${pt(L * 1.02, W * 0.12)} ${pt(L * 0.95, W * 0.55)} ${pt(L * 0.66, W * 0.55)}C${pt(L * 0.35, W * 0.55)} ${pt(L * 0.1, W * 0.32)} 0 0Z`
  const fill = ctx.lin([
    [0, lighten(body, 0.2)],
    [0.45, body],
    [1, darken(body, 0.35)],
  ])
  const calyx = `M-4 0L${pt(L * 0.28, -W * 0.36)}L${pt(L * 0.17, -W * 0.1)}L${pt(L * 0.34, -W * 0.14)}L${pt(L * 0.2, 0)}L${pt(L * 0.34, W * 0.16)}L${pt(L * 0.17, W * 0.11)}L${pt(L * 0.26, W * 0.36)}Z`
  return grp(
    path(d, '#3c2814', op(0.15) + ' transform="translate(6 12)"') +
      path(d, fill, ` stroke="${darken(body, 0.35)}" stroke-width="1.5"`) +
      stroke(
        `M${pt(L * 0.3, -W * 0.36)}Q${pt(L * 0.6, -W * 0.5)} ${pt(L * 0.86, -W * 0.3)}`,
        '#ffffff',
        W * 0.09,
        op(0.45),
      ) +
      path(calyx, cap, ` stroke="${darken(cap, 0.3)}" stroke-width="1.5" stroke-linejoin="round"`) +
      stroke(`M0 0L${f(-L * 0.16)} ${f(-W * 0.08)}`, darken(cap, 0.1), 12),
    tr(x, y, rot),
  )
}

const tomato = (s: Scene, x: number, y: number, R: number, body: string, cap: string): string => {
  const { ctx, r } = s
  const fill = ctx.rad(
    [
      [0, lighten(body, 0.3)],
      [0.6, body],
      [1, darken(body, 0.3)],
    ],
    0.38,
    0.32,
    0.75,
  )
  let star = 'M0 0'
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + rr(r, -0.2, 0.2)
    const b = a + Math.PI / 5
    star += `L${pt(Math.cos(a) * R * 0.42, Math.sin(a) * R * 0.2)}L${pt(Math.cos(b) * R * 0.1, Math.sin(b) * R * 0.06)}`
  }
  return grp(
    ell(8, R * 0.82, R * 1.05, R * 0.22, ctx.shade()) +
      ell(0, 0, R, R * 0.86, fill, ` stroke="${darken(body, 0.35)}" stroke-width="1.5"`) +
      stroke(
        `M${pt(-R * 0.35, -R * 0.7)}Q${pt(-R * 0.6, 0)} ${pt(-R * 0.3, R * 0.7)}M${pt(R * 0.35, -R * 0.7)}Q${pt(R * 0.6, 0)} ${pt(R * 0.3, R * 0.7)}`,
        darken(body, 0.2),
        2,
        op(0.35),
      ) +
      ell(
        -R * 0.38,
        -R * 0.35,
        R * 0.22,
        R * 0.12,
        '#ffffff',
        op(0.4) + ` transform="rotate(-30 ${f(-R * 0.38)} ${f(-R * 0.35)})"`,
      ) +
      path(
        star + 'Z',
        cap,
        ` stroke="${darken(cap, 0.3)}" stroke-width="1.2" stroke-linejoin="round" transform="translate(0 ${f(-R * 0.72)})"`,
      ) +
      stroke(`M0 ${f(-R * 0.72)}l4 -18`, darken(cap, 0.1), 6),
    tr(x, y),
  )
}

const vegScene = (s: Scene): string => {
  const { pal, r, seed } = s
  const type = has(seed, ['okra', 'bhindi', 'lady'])
    ? 'okra'
    : has(seed, ['brinjal', 'eggplant', 'aubergine', 'baingan'])
      ? 'brinjal'
      : has(seed, ['tomato', 'tamatar'])
        ? 'tomato'
        : has(seed, ['drumstick', 'moringa', 'bean', 'gourd', 'snake'])
          ? 'long'
          : has(seed, ['chilli', 'chili', 'mirch', 'capsicum', 'pepper'])
            ? 'chilli'
            : pick(r, ['okra', 'brinjal', 'tomato'] as const)
  const cx = 600 + rr(r, -20, 20)
  if (has(seed, ['bitter', 'karela']))
    return podPile(s, pal.main, darken(pal.main, 0.2), true, 7, 1.35)
  if (has(seed, ['ivy', 'tindora', 'kundru']))
    return podPile(s, pal.main, darken(pal.main, 0.25), false, 20, 0.55)
  if (has(seed, ['bottle', 'lauki', 'dudhi'])) {
    return (
      trayBase(s, cx, 610, 420, 125) +
      brinjal(s, cx - 330, 520, 560, 190, rr(r, -6, 0), pal.main, darken(pal.main, 0.25)) +
      brinjal(
        s,
        cx - 260,
        660,
        520,
        170,
        rr(r, 0, 6),
        lighten(pal.main, 0.08),
        darken(pal.main, 0.25),
      )
    )
  }
  if (type === 'okra') return podPile(s, pal.main, pal.accent, true, 9, 1)
  if (type === 'chilli') return podPile(s, pal.main, pal.accent, false, 18, 0.8)
  const base = trayBase(s, cx, 610, 420, 125)
  if (type === 'brinjal') {
    return (
      base +
      brinjal(s, cx - 250, 480, 340, 150, rr(r, -6, 4), pal.main, pal.accent) +
      brinjal(s, cx - 190, 610, 360, 160, rr(r, -4, 6), darken(pal.main, 0.06), pal.accent) +
      brinjal(s, cx + 330, 700, 250, 115, rr(r, 176, 186), pal.main, pal.accent)
    )
  }
  if (type === 'tomato') {
    return (
      base +
      tomato(s, cx - 170, 520, 110, pal.main, pal.accent) +
      tomato(s, cx + 140, 510, 104, darken(pal.main, 0.05), pal.accent) +
      tomato(s, cx - 20, 615, 122, pal.main, pal.accent) +
      tomato(s, cx + 260, 660, 84, lighten(pal.main, 0.05), pal.accent) +
      tomato(s, cx - 300, 660, 80, pal.main, pal.accent)
    )
  }
  let pods = ''
  const snake = has(seed, ['snake'])
  for (let i = 0; i < (snake ? 4 : 6); i++) {
    pods += pod(
      s,
      cx - 300 + rr(r, -30, 30),
      520 + i * (snake ? 52 : 34) + rr(r, -6, 6),
      rr(r, 540, 600),
      snake ? 50 : 24,
      rr(r, -10, -4),
      mix(pal.main, '#000000', rr(r, 0, 0.12)),
      pal.accent,
      true,
    )
  }
  return base + pods
}

const jar = (s: Scene, x: number, bottom: number, sc: number): string => {
  const { ctx, pal, r } = s
  const body =
    'M-150-30Q-150 0-120 0L120 0Q150 0 150-30L150-300Q150-338 112-346L112-362-112-362-112-346Q-150-338-150-300Z'
  const clip = ctx.clip(`<path d="${body}"/>`)
  const level = -310
  const content = ctx.lin(
    [
      [0, lighten(pal.main, 0.1)],
      [1, darken(pal.main, 0.25)],
    ],
    0,
    0,
    1,
    0,
  )
  let chunks = ''
  const smoothFill = has(s.seed, ['paste', 'pulp'])
  const gherkin = has(s.seed, ['gherkin', 'cucumber'])
  for (let i = 0; i < (smoothFill || gherkin ? 0 : Math.round(46 * (s.detail ?? 1))); i++) {
    const cxp = rr(r, -150, 150)
    const cyp = rr(r, level + 10, 0)
    const pts = blob(r, cxp, cyp, rr(r, 10, 24), rr(r, 8, 18), 6, 0.25)
    chunks += path(
      smooth(pts),
      pick(r, [
        darken(pal.main, 0.2),
        lighten(pal.main, 0.15),
        pal.main,
        pal.accent,
        lighten(pal.main, 0.3),
      ]),
      op(0.9),
    )
  }
  if (gherkin) {
    for (let i = 0; i < 9; i++) {
      const gx = -105 + (i % 3) * 105 + rr(r, -10, 10)
      const gy = -50 - Math.floor(i / 3) * 90 + rr(r, -8, 8)
      chunks += ell(
        gx,
        gy,
        44,
        24,
        darken(pal.main, 0.1),
        ` stroke="${darken(pal.main, 0.4)}" stroke-width="2" transform="rotate(${f(rr(r, -70, -40))} ${f(gx)} ${f(gy)})"`,
      )
      chunks +=
        circ(gx - 8, gy - 6, 3, lighten(pal.main, 0.4)) +
        circ(gx + 8, gy + 4, 3, lighten(pal.main, 0.4))
    }
  }
  if (smoothFill) {
    for (let i = 0; i < 5; i++)
      chunks += stroke(
        `M-150 ${f(-40 - i * 55)}Q0 ${f(-60 - i * 55)} 150 ${f(-40 - i * 55)}`,
        lighten(pal.main, 0.25),
        6,
        op(0.35),
      )
  }
  for (let i = 0; i < 30; i++) {
    chunks += circ(rr(r, -150, 150), rr(r, level, 0), rr(r, 2, 4), lighten(pal.main, 0.5), op(0.6))
  }
  const lid = ctx.lin([
    [0, lighten(pal.accent, 0.25)],
    [0.5, pal.accent],
    [1, darken(pal.accent, 0.3)],
  ])
  let ridges = ''
  for (let i = -110; i <= 110; i += 12) ridges += `M${i} -416V-368`
  const label = lighten(pal.accent, 0.86)
  return grp(
    ell(20, 4, 180, 26, ctx.shade()) +
      grp(
        rect(-160, level, 320, 320, content) +
          chunks +
          rect(-160, level - 4, 320, 22, lighten(pal.main, 0.35), 0, op(0.55)),
        undefined,
        ` clip-path="${clip}"`,
      ) +
      path(body, '#ffffff', op(0.1)) +
      path(body, 'none', ` stroke="#ffffff" stroke-width="8" opacity=".55"`) +
      path(body, 'none', ` stroke="${darken(pal.main, 0.4)}" stroke-width="1.5" opacity=".35"`) +
      path(
        'M-150-210Q0-190 150-210L150-90Q0-70-150-90Z',
        label,
        ` stroke="${darken(pal.accent, 0.1)}" stroke-width="1"`,
      ) +
      stroke('M-150-198Q0-178 150-198M-150-102Q0-82 150-102', pal.accent, 6) +
      circ(0, -142, 32, 'none', ` stroke="${pal.accent}" stroke-width="4"`) +
      path('M0-164C14-154 14-134 0-120C-14-134-14-154 0-164Z', pal.accent) +
      stroke('M-110-142H-48M48-142H110', pal.accent, 3, op(0.6)) +
      rect(-128, -300, 26, 250, '#ffffff', 13, op(0.32)) +
      rect(-90, -290, 8, 180, '#ffffff', 4, op(0.3)) +
      rect(110, -280, 12, 220, '#ffffff', 6, op(0.18)) +
      rect(-120, -422, 240, 64, lid, 10) +
      stroke(ridges, darken(pal.accent, 0.35), 2, op(0.45)) +
      rect(-120, -422, 240, 12, lighten(pal.accent, 0.4), 6, op(0.6)),
    tr(x, bottom, 0, sc),
  )
}

const jarScene = (s: Scene): string => {
  const { ctx, pal, r } = s
  const jx = 520 + rr(r, -30, 20)
  const dx = jx + 330
  const dy = 745
  let pieces = ''
  for (let i = 0; i < 16; i++) {
    const a = r() * Math.PI * 2
    const k = Math.sqrt(r())
    const px = dx + Math.cos(a) * 80 * k
    const py = dy - 14 + Math.sin(a) * 24 * k - (1 - k) * 22
    pieces += path(
      smooth(blob(r, px, py, rr(r, 12, 20), rr(r, 9, 14), 6, 0.25)),
      pick(r, [pal.main, darken(pal.main, 0.2), lighten(pal.main, 0.15), pal.accent]),
      ` stroke="${darken(pal.main, 0.3)}" stroke-width="1"`,
    )
  }
  const dish = ctx.fade('#fffdf8', '#ddd3c4')
  return (
    jar(s, jx + 290, 650, 0.7) +
    jar(s, jx, 760, 1) +
    ell(dx + 14, dy + 26, 150, 34, ctx.shade()) +
    path(
      `M${pt(dx - 130, dy - 10)}Q${pt(dx - 120, dy + 36)} ${pt(dx, dy + 38)}Q${pt(dx + 120, dy + 36)} ${pt(dx + 130, dy - 10)}Z`,
      dish,
    ) +
    ell(dx, dy - 10, 130, 30, '#f6f1e8', ` stroke="#fffdf9" stroke-width="4"`) +
    ell(dx, dy - 8, 100, 20, darken(pal.main, 0.1), op(0.5)) +
    pieces +
    wholeAccent(s, jx - 300, 710, 1, 1.3)
  )
}

const packScene = (s: Scene): string => {
  const { ctx, pal, r } = s
  const px = 520 + rr(r, -20, 20)
  const pb = 770
  const kraft = '#cfa673'
  const kraftFill = ctx.lin(
    [
      [0, lighten(kraft, 0.12)],
      [0.55, kraft],
      [1, darken(kraft, 0.18)],
    ],
    0,
    0,
    1,
    0,
  )
  const boxX = px + 300
  const boxB = 640
  const bw = 230
  const bh = 300
  const box =
    ell(boxX + 140, boxB + 4, 200, 26, ctx.shade()) +
    path(
      `M${pt(boxX, boxB)}L${pt(boxX, boxB - bh)}L${pt(boxX + bw, boxB - bh)}L${pt(boxX + bw, boxB)}Z`,
      darken(kraft, 0.02),
    ) +
    path(
      `M${pt(boxX + bw, boxB)}L${pt(boxX + bw, boxB - bh)}L${pt(boxX + bw + 70, boxB - bh - 40)}L${pt(boxX + bw + 70, boxB - 40)}Z`,
      darken(kraft, 0.22),
    ) +
    path(
      `M${pt(boxX, boxB - bh)}L${pt(boxX + 70, boxB - bh - 40)}L${pt(boxX + bw + 70, boxB - bh - 40)}L${pt(boxX + bw, boxB - bh)}Z`,
      lighten(kraft, 0.2),
    ) +
    rect(boxX, boxB - bh + 40, bw, 46, pal.accent) +
    circ(
      boxX + bw / 2,
      boxB - 120,
      56,
      darken(pal.main, 0.05),
      ` stroke="${darken(kraft, 0.25)}" stroke-width="5"`,
    ) +
    circ(boxX + bw / 2 - 16, boxB - 136, 16, '#ffffff', op(0.25)) +
    rect(boxX + 40, boxB - 44, bw - 80, 8, darken(kraft, 0.3), 4, op(0.5))
  const outline = 'M-190-500L190-500L198-40Q198 4 160 6L-160 6Q-198 4-198-40Z'
  let zig = 'M-190-500'
  for (let i = 0; i <= 38; i++) zig += `L${f(-190 + i * 10)} ${i % 2 ? -506 : -500}`
  zig += 'L190-460L-190-460Z'
  let fibres = ''
  for (let i = 0; i < 40; i++) {
    const fx = rr(r, -180, 170)
    const fy = rr(r, -450, -20)
    fibres += `M${pt(fx, fy)}l${f(rr(r, 6, 18))} ${f(rr(r, -2, 2))}`
  }
  const win =
    'M-120-300Q-120-330-90-330L90-330Q120-330 120-300L120-190Q120-160 90-160L-90-160Q-120-160-120-190Z'
  const winClip = ctx.clip(`<path d="${win}"/>`)
  const gg = ['', '', '']
  for (let i = 0; i < Math.round(160 * (s.detail ?? 1)); i++) {
    gg[i % 3] +=
      `<circle cx="${f(rr(r, -120, 120))}" cy="${f(rr(r, -330, -160))}" r="${f(rr(r, 1.5, 4))}"/>`
  }
  const grains = [darken(pal.main, 0.2), lighten(pal.main, 0.25), pal.main]
    .map((c, i) => `<g fill="${c}" opacity=".8">${gg[i]}</g>`)
    .join('')
  const shade = ctx.lin(
    [
      [0, '#ffffff', 0.18],
      [0.25, '#ffffff', 0],
      [0.8, '#000000', 0],
      [1, '#000000', 0.16],
    ],
    0,
    0,
    1,
    0,
  )
  const pouch = grp(
    ell(20, 8, 240, 34, ctx.shade()) +
      path(outline, kraftFill, ` stroke="${darken(kraft, 0.25)}" stroke-width="1.5"`) +
      stroke(fibres, darken(kraft, 0.25), 1.2, op(0.35)) +
      path(zig, darken(kraft, 0.08)) +
      stroke('M-186-472H186', darken(kraft, 0.3), 2, op(0.6)) +
      rect(-190, -432, 380, 62, pal.accent) +
      rect(-190, -432, 380, 8, lighten(pal.accent, 0.3), 0, op(0.6)) +
      grp(rect(-130, -340, 260, 190, pal.main) + grains, undefined, ` clip-path="${winClip}"`) +
      path('M-120-330L-40-330-120-230Z', '#ffffff', op(0.22) + ` clip-path="${winClip}"`) +
      path(win, 'none', ` stroke="${darken(kraft, 0.3)}" stroke-width="5"`) +
      rect(-140, -132, 280, 104, '#f6efe2', 10) +
      circ(-96, -80, 26, 'none', ` stroke="${pal.accent}" stroke-width="4"`) +
      path('M-96-98C-84-90-84-72-96-62C-108-72-108-90-96-98Z', pal.accent) +
      rect(-56, -104, 160, 12, darken(pal.accent, 0.2), 6, op(0.7)) +
      rect(-56, -80, 120, 8, '#9a8c78', 4, op(0.55)) +
      rect(-56, -62, 140, 8, '#9a8c78', 4, op(0.55)) +
      path(outline, shade),
    tr(px, pb),
  )
  const heap = powderHeap(s, px - 330, 780, 105, 95, pal.main)
  return box + pouch + heap + wholeAccent(s, px + 470, 760, 1, 1.3)
}

const seedShape = (k: string): ShapeName =>
  has(k, ['coriander', 'dhania'])
    ? 'coriander'
    : has(k, ['ajwain', 'carom'])
      ? 'ajwain'
      : has(k, ['fennel', 'saunf'])
        ? 'fennel'
        : has(k, ['sunflower'])
          ? 'sunflower'
          : has(k, ['castor'])
            ? 'castor'
            : has(k, ['safflower'])
              ? 'wheat'
              : has(k, ['mustard', 'rai', 'nigella', 'kalonji', 'poppy', 'khus', 'chia', 'celery'])
                ? 'mustard'
                : has(k, ['sesame', 'til', 'flax', 'linseed', 'melon', 'pumpkin', 'dill'])
                  ? 'sesame'
                  : has(k, ['fenugreek', 'methi'])
                    ? 'maize'
                    : 'cumin'

/** A second look for products drawn with the same particle: what lies beside the bowl. */
const seedExtra = (k: string, shape: ShapeName): Extra =>
  has(k, ['hulled', 'celery', 'sunflower', 'ajwain', 'black-cumin', 'fenugreek'])
    ? 'spoon'
    : has(k, ['dill', 'fennel', 'niger'])
      ? 'sprig'
      : shape === 'mustard' || has(k, ['flax'])
        ? 'spoon'
        : 'none'

const legumeShape = (k: string): ShapeName =>
  has(k, ['lobia', 'black-eyed', 'cowpea'])
    ? 'lobia'
    : has(k, ['chitra', 'pinto'])
      ? 'speckled'
      : has(k, ['moong', 'mung', 'urad', 'moth', 'horse'])
        ? 'mung'
        : has(k, ['chickpea', 'chana', 'kabuli', 'gram', 'garbanzo'])
          ? 'chickpea'
          : has(k, ['bean', 'rajma', 'kidney'])
            ? 'kidney'
            : has(k, ['lentil', 'masoor'])
              ? 'lentil'
              : has(k, ['pea', 'matar', 'soy'])
                ? 'pea'
                : 'chickpea'

const riceShape = (k: string): ShapeName =>
  has(k, ['broken'])
    ? 'broken'
    : has(k, ['basmati', '1121', '1509', '1401'])
      ? 'riceLong'
      : has(k, ['sona', 'ponni', 'kolam', 'matta', 'ir-36'])
        ? 'riceShort'
        : 'rice'

/** Fixed bowls for the white rices, which otherwise differ only in the grain. */
const riceBowl = (k: string): number | undefined =>
  has(k, ['1121'])
    ? 1
    : has(k, ['traditional'])
      ? 0
      : has(k, ['sona', 'broken'])
        ? 2
        : has(k, ['1401', 'ir-36', 'ponni'])
          ? 3
          : undefined

const riceExtra = (k: string): Extra =>
  has(k, ['1509', 'traditional', 'ponni', 'ir-64', 'broken'])
    ? 'spoon'
    : has(k, ['1401', 'kolam', 'matta'])
      ? 'none'
      : 'sprig'

/** Products shown in an open jute sack rather than a bowl, so that look-alike grains differ. */
const inSack = (k: string): boolean =>
  has(k, [
    'pusa',
    '1509',
    'ir-64',
    'kolam',
    'lokwan',
    'kodo',
    'barnyard',
    'desi-chana',
    'moth',
    'urad-gota',
    'sesame-seeds-white',
    'groundnut-kernels-java',
    'safflower',
    'dill',
    'black-pepper-tellicherry',
  ])

const nutShape = (k: string): ShapeName =>
  has(k, ['cashew', 'kaju'])
    ? 'cashew'
    : has(k, ['almond', 'badam'])
      ? 'almond'
      : has(k, ['maize', 'corn'])
        ? 'maize'
        : has(k, ['nutmeg', 'jaiphal'])
          ? 'castor'
          : 'peanut'

const subject = (s: Scene, kind: ArtKind): string => {
  const k = s.seed
  switch (kind) {
    case 'powder':
      return powderScene(s)
    case 'seeds': {
      const shape = seedShape(k)
      return bowlScene(s, shape, { extra: seedExtra(k, shape), sack: inSack(k) })
    }
    case 'pods':
      if (has(k, ['cardamom', 'elaichi'])) return bowlScene(s, 'cardamom', { extra: 'spoon' })
      if (has(k, ['star', 'anise', 'badian'])) return bowlScene(s, 'star')
      // Byadgi: fewer, larger, wrinkled-looking pods; the others a full tray.
      return has(k, ['byadgi'])
        ? podPile(s, s.pal.main, s.pal.accent, true, 8, 1.2)
        : podPile(s, s.pal.main, s.pal.accent, false, 13)
    case 'sticks':
      return has(k, ['ginger', 'sonth', 'sunth']) ? tuberScene(s, 'rhizome') : quillScene(s)
    case 'berries':
      return bowlScene(s, has(k, ['clove', 'laung', 'lavang']) ? 'clove' : 'pepper', {
        extra: 'spoon',
        sack: inSack(k),
      })
    case 'rice':
      return bowlScene(s, riceShape(k), { extra: riceExtra(k), sack: inSack(k), bowl: riceBowl(k) })
    case 'wheat':
      return bowlScene(s, 'wheat', { extra: 'ears', sack: inSack(k) })
    case 'millet':
      return bowlScene(s, has(k, ['quinoa']) ? 'quinoa' : 'millet', {
        extra: has(k, ['quinoa', 'little', 'barnyard']) ? 'spoon' : 'panicle',
        sack: inSack(k),
      })
    case 'dal':
      return bowlScene(s, 'dal', { extra: 'spoon' })
    case 'legume': {
      const shape = legumeShape(k)
      return bowlScene(s, shape, {
        extra: has(k, ['gota', 'horse', 'soy']) ? 'spoon' : 'none',
        sack: inSack(k),
      })
    }
    case 'kernels': {
      const shape = nutShape(k)
      return bowlScene(s, shape, {
        extra:
          shape === 'peanut' && !has(k, ['java']) ? 'shells' : shape === 'maize' ? 'spoon' : 'none',
        sack: inSack(k),
      })
    }
    case 'bulb':
      return bulbScene(s)
    case 'tuber':
      return tuberScene(
        s,
        has(k, ['potato', 'yam', 'beet', 'radish', 'colocasia', 'arbi'])
          ? 'potato'
          : has(k, ['ginger', 'turmeric', 'haldi', 'adrak'])
            ? 'rhizome'
            : pick(s.r, ['potato', 'rhizome'] as const),
      )
    case 'leafy':
      return leafyScene(s)
    case 'fruitveg':
      return vegScene(s)
    case 'jar':
      return jarScene(s)
    case 'pack':
      return packScene(s)
    case 'flakes':
      return (
        bowlScene(s, 'flake', { accentShare: 0.14, extra: 'spoon' }) + wholeAccent(s, 930, 760, 1)
      )
    default:
      return bowlScene(s, 'millet')
  }
}

const kindScale: Record<ArtKind, number> = {
  powder: 1.14,
  seeds: 1.22,
  pods: 1.1,
  sticks: 1.16,
  berries: 1.2,
  rice: 1.2,
  wheat: 1.18,
  millet: 1.18,
  dal: 1.2,
  legume: 1.22,
  kernels: 1.2,
  bulb: 1.1,
  tuber: 1.1,
  leafy: 1.1,
  fruitveg: 1.1,
  jar: 1.1,
  pack: 1.04,
  flakes: 1.2,
}

const newScene = (prefix: string, key: string, colors: [string, string], seed: string): Scene => {
  const r = mulberry32(hashString(key))
  return {
    ctx: new Ctx(r, prefix + hashString(key).toString(36).slice(0, 3)),
    pal: palette(colors),
    r,
    seed,
  }
}

/** Original 1200x900 product illustration for an art kind, coloured by [main, accent] and varied by seed. */
export const productArt = (kind: ArtKind, colors: [string, string], seed: string): string => {
  const s = newScene('p', `${kind}|${seed}|${colors[0]}|${colors[1]}`, colors, seed)
  const k = kindScale[kind]
  const body =
    backdrop(s.ctx, s.pal, 1200, 900) +
    grp(subject(s, kind), `translate(${f(600 - 600 * k)} ${f(530 - 530 * k)}) scale(${k})`)
  return svgDoc(1200, 900, s.ctx, body, seed.replace(/-/g, ' '))
}

type Showcase = [ArtKind, [string, string], string]

const bannerSpec: Record<CategoryId, { tones: [string, string, string]; items: Showcase[] }> = {
  spices: {
    tones: ['#1c0d07', '#3d1a0e', '#8a4422'],
    items: [
      ['sticks', ['#9a5b32', '#c9a27a'], 'cinnamon-banner'],
      ['pods', ['#b3261e', '#4a6b2a'], 'red-chilli-banner'],
      ['powder', ['#e3a21a', '#8a2f1f'], 'turmeric-powder-banner'],
    ],
  },
  grains: {
    tones: ['#191407', '#372c10', '#8c6d2a'],
    items: [
      ['wheat', ['#cf9d52', '#7a5a2a'], 'wheat-banner'],
      ['rice', ['#f3ecd9', '#c9a34a'], 'rice-banner'],
      ['millet', ['#b9a06a', '#6a7a3a'], 'millet-banner'],
    ],
  },
  pulses: {
    tones: ['#1d1008', '#3f2412', '#8c5a2a'],
    items: [
      ['legume', ['#7a2a22', '#d9c4a4'], 'rajma-banner'],
      ['legume', ['#d9b27c', '#8a5a2b'], 'kabuli-chana-banner'],
      ['dal', ['#e8a23a', '#9c5a1a'], 'toor-dal-banner'],
    ],
  },
  oilseeds: {
    tones: ['#161408', '#34300f', '#7d6a28'],
    items: [
      ['seeds', ['#4a2a1a', '#c9a34a'], 'mustard-banner'],
      ['seeds', ['#efe4cc', '#a8895a'], 'sesame-banner'],
      ['kernels', ['#b8663c', '#dcc194'], 'groundnut-banner'],
    ],
  },
  vegetables: {
    tones: ['#0b1f12', '#163a22', '#3d7a45'],
    items: [
      ['fruitveg', ['#5a8f2e', '#3c6a1f'], 'okra-banner'],
      ['fruitveg', ['#d63b2a', '#3f7a2a'], 'tomato-banner'],
      ['bulb', ['#a8324a', '#e9c9a8'], 'onion-banner'],
    ],
  },
  processed: {
    tones: ['#1c0f0b', '#3c1f16', '#8a4a30'],
    items: [
      ['pack', ['#d9a441', '#8c2f1f'], 'masala-pack-banner'],
      ['jar', ['#b84a1e', '#2f5d3a'], 'pickle-banner'],
      ['flakes', ['#e9d9b5', '#b3261e'], 'onion-flakes-banner'],
    ],
  },
}

const showcase: Showcase[] = Object.values(bannerSpec).flatMap((b) => b.items)

const placeSubject = (
  ctx: Ctx,
  item: Showcase,
  x: number,
  y: number,
  scale: number,
  salt: string,
): string => {
  const [kind, colors, seed] = item
  const r = mulberry32(hashString(`${salt}|${seed}`))
  const s: Scene = { ctx, pal: palette(colors), r, seed, detail: 0.45 }
  const k = scale * kindScale[kind]
  return grp(subject(s, kind), `translate(${f(x - 600 * k)} ${f(y - 530 * k)}) scale(${f3(k)})`)
}

/** 1600x500 category banner: product scene on the right, dark left half for white text. */
export const categoryBanner = (id: CategoryId): string => {
  const spec = bannerSpec[id] ?? bannerSpec.spices
  const [t0, t1, t2] = spec.tones
  const r = mulberry32(hashString(`banner|${id}`))
  const ctx = new Ctx(r, `c${id.slice(0, 3)}`)
  const bg = ctx.lin(
    [
      [0, t0],
      [0.5, t1],
      [1, t2],
    ],
    0,
    0,
    1,
    0,
  )
  const glow = ctx.rad([
    [0, lighten(t2, 0.35), 0.75],
    [1, lighten(t2, 0.35), 0],
  ])
  const surface = ctx.lin([
    [0, t2, 0],
    [1, darken(t2, 0.25), 0.6],
  ])
  const veil = ctx.lin(
    [
      [0, t0, 0.92],
      [0.5, t0, 0.8],
      [0.6, t0, 0.45],
      [0.7, t0, 0],
    ],
    0,
    0,
    1,
    0,
  )
  let motif = ''
  for (let i = 0; i < 14; i++) {
    const x = rr(r, 30, 820)
    const y = rr(r, 30, 470)
    motif += grp(
      path(
        'M0 0C14-20 14-44 0-64C-14-44-14-20 0 0Z',
        'none',
        ` stroke="${lighten(t1, 0.25)}" stroke-width="2"`,
      ) + stroke('M0 0V-60', lighten(t1, 0.25), 1.5),
      tr(x, y, rr(r, -60, 60), rr(r, 0.6, 1.3)),
      op(0.2),
    )
  }
  const [a, b, c] = spec.items
  const body =
    rect(0, 0, 1600, 500, bg) +
    rect(0, 0, 1600, 500, speckPattern(ctx, '#000000', 220, 90)) +
    ell(1230, 300, 520, 300, glow) +
    rect(0, 300, 1600, 200, surface) +
    placeSubject(ctx, a, 1000, 264, 0.38, id) +
    placeSubject(ctx, b, 1382, 256, 0.38, id) +
    placeSubject(ctx, c, 1196, 346, 0.44, id) +
    rect(0, 0, 1600, 500, veil) +
    motif
  return svgDoc(1600, 500, ctx, body, `${id} banner`)
}

const NW = 1200
const NH = 675

const hillPath = (r: Rng, y: number, amp: number, n: number, w = NW, h = NH): string => {
  const p: Pt[] = []
  for (let i = 0; i <= n; i++) p.push([(i / n) * (w + 120) - 60, y + rr(r, -amp, amp)])
  return smooth(p, false) + `L${w + 60} ${h}L-60 ${h}Z`
}

const cloud = (x: number, y: number, s: number, fill = '#ffffff', o = 0.85): string =>
  grp(
    circ(0, 0, 32, fill) +
      circ(40, -16, 44, fill) +
      circ(88, 0, 30, fill) +
      rect(-32, -6, 150, 36, fill, 18),
    tr(x, y, 0, s),
    op(o),
  )

const sun = (ctx: Ctx, x: number, y: number, r: number, col: string): string => {
  const g = ctx.rad([
    [0, col, 0.5],
    [1, col, 0],
  ])
  return circ(x, y, r * 2.6, g) + circ(x, y, r, col)
}

const tree = (x: number, y: number, s: number, crown: string, trunk: string): string =>
  rect(x - 4 * s, y - 34 * s, 8 * s, 34 * s, trunk) +
  circ(x, y - 52 * s, 28 * s, crown) +
  circ(x - 9 * s, y - 60 * s, 11 * s, lighten(crown, 0.2), op(0.6))

const birds = (r: Rng, x: number, y: number, n: number, col: string): string => {
  let d = ''
  for (let i = 0; i < n; i++) {
    const bx = x + rr(r, -90, 90)
    const by = y + rr(r, -40, 40)
    const s = rr(r, 0.7, 1.2)
    d += `M${pt(bx, by)}q${f(8 * s)} ${f(-8 * s)} ${f(16 * s)} 0q${f(8 * s)} ${f(-8 * s)} ${f(16 * s)} 0`
  }
  return stroke(d, col, 2.4)
}

/** A full-width band from `y` down `h`, shaded from `top` to `bottom`: a sky, a wall, water. */
const band = (ctx: Ctx, y: number, h: number, top: string, bottom: string): string =>
  rect(0, y, NW, h, ctx.fade(top, bottom))

const skyGrad = (ctx: Ctx, top: string, bottom: string, h = NH): string =>
  band(ctx, 0, h, top, bottom)

const containerColors = [
  '#c0462b',
  '#e0a030',
  '#2f6f8f',
  '#3f7a4a',
  '#8a3a4a',
  '#d9772b',
  '#2d4f6e',
]

const containerBox = (x: number, y: number, w: number, h: number, col: string): string => {
  let ribs = ''
  for (let i = 1; i < 5; i++) ribs += `M${f(x + (w * i) / 5)} ${f(y + 3)}V${f(y + h - 3)}`
  return (
    rect(x, y, w, h, col) +
    stroke(ribs, darken(col, 0.3), 1.2, op(0.5)) +
    rect(x, y, w, 3, lighten(col, 0.25), 0, op(0.7))
  )
}

const ship = (r: Rng, x: number, y: number, s: number): string => {
  let boxes = ''
  for (let c = 0; c < 12; c++) {
    const stack = ri(r, 2, 5)
    for (let k = 0; k < stack; k++) {
      boxes += containerBox(70 + c * 48, -24 * (k + 1), 46, 23, pick(r, containerColors))
    }
  }
  return grp(
    boxes +
      rect(660, -110, 86, 110, '#f1ede4') +
      rect(660, -100, 86, 12, '#2d4f6e') +
      rect(666, -74, 74, 8, '#2d4f6e', 0, op(0.6)) +
      rect(700, -142, 26, 34, '#c0462b') +
      rect(700, -142, 26, 6, '#2a2a2a') +
      path('M0 0L770 0L745 80L60 80Q22 40 0 0Z', '#23384a') +
      path('M14 24L765 24L760 40L32 40Z', '#2d4a60', op(0.5)) +
      path('M46 62L751 62L745 80L60 80Q52 71 46 62Z', '#b0412e') +
      rect(0, -4, 770, 6, '#e9e4d8'),
    tr(x, y, 0, s),
  )
}

const crane = (x: number, y: number, s: number, col: string): string =>
  grp(
    rect(0, -170, 12, 170, col) +
      rect(78, -170, 12, 170, col) +
      rect(0, -176, 90, 12, col) +
      rect(0, -90, 90, 8, col) +
      stroke('M6-90L84-170M84-90L6-170', col, 4) +
      rect(-270, -196, 380, 14, col) +
      stroke('M45-176L45-250M45-250L-250-196M45-250L106-196', darken(col, 0.1), 4) +
      rect(-20, -182, 30, 22, darken(col, 0.35)) +
      stroke('M-5-160V-120', '#444444', 2) +
      rect(-22, -120, 34, 14, '#c0462b'),
    tr(x, y, 0, s),
  )

const newsPort = (ctx: Ctx): string => {
  const r = ctx.r
  let quayBoxes = ''
  for (let c = 0; c < 6; c++) {
    const stack = ri(r, 1, 3)
    for (let k = 0; k < stack; k++)
      quayBoxes += containerBox(905 + c * 48, 408 - 22 * (k + 1), 46, 21, pick(r, containerColors))
  }
  let waves = ''
  for (let i = 0; i < 70; i++) {
    const x = rr(r, 0, NW)
    const y = rr(r, 500, NH)
    waves += `M${pt(x, y)}h${f(rr(r, 20, 60) * (y / 600))}`
  }
  return (
    skyGrad(ctx, '#b7d6e3', '#f4e3c4', 440) +
    sun(ctx, 930, 150, 56, '#f6c15a') +
    cloud(160, 120, 1, '#ffffff', 0.8) +
    cloud(560, 80, 0.7, '#ffffff', 0.7) +
    path(hillPath(r, 395, 14, 8, NW, 440), '#a3bcc4') +
    band(ctx, 430, 245, '#3b7d96', '#1d4b61') +
    rect(880, 408, 320, 36, '#7d858a') +
    rect(880, 404, 320, 6, '#a0a9ae') +
    quayBoxes +
    crane(1060, 404, 1, '#e3a33a') +
    crane(920, 404, 0.92, '#e8b14a') +
    ship(r, 110, 452, 1) +
    rect(160, 532, 660, 30, '#0f2f40', 0, op(0.3)) +
    stroke(waves, '#ffffff', 2, op(0.22)) +
    birds(r, 420, 170, 4, '#4a5a66')
  )
}

const fieldRows = (
  horizon: number,
  vpY: number,
  a: string,
  b: string,
  dot: string,
  w = NW,
  h = NH,
): string => {
  const vx = w / 2
  let out = rect(0, horizon, w, h - horizon, a)
  const n = 14
  const spacing = (w * 2.4) / (2 * n)
  const at = (bx: number, y: number): number => vx + ((bx - vx) * (y - vpY)) / (h - vpY)
  for (let i = -n; i < n; i++) {
    const b0 = vx + i * spacing
    const b1 = b0 + spacing
    if (i % 2 === 0) {
      out += path(
        `M${pt(at(b0, horizon), horizon)}L${pt(at(b1, horizon), horizon)}L${pt(b1, h)}L${pt(b0, h)}Z`,
        b,
      )
    }
    const mid = b0 + spacing / 2
    for (let k = 0; k < 9; k++) {
      const t = (k + 0.5) / 9
      const y = horizon + (h - horizon) * t ** 1.7
      const rad = 1.5 + 9 * t ** 1.7
      out += circ(at(mid, y), y, rad, dot)
    }
  }
  return out
}

const newsField = (ctx: Ctx): string => {
  const r = ctx.r
  return (
    skyGrad(ctx, '#c6e2ec', '#f7ebd0', 360) +
    sun(ctx, 300, 140, 52, '#f7c65e') +
    cloud(720, 110, 0.9) +
    cloud(980, 170, 0.6, '#ffffff', 0.7) +
    path(hillPath(r, 290, 22, 6, NW, 360), '#a9c79c') +
    path(hillPath(r, 318, 14, 7, NW, 360), '#87b277') +
    tree(840, 332, 0.9, '#4f8a3a', '#6b4a2a') +
    tree(880, 334, 0.7, '#5f9a44', '#6b4a2a') +
    rect(740, 306, 46, 30, '#b5523a') +
    path('M734 308L763 286L792 308Z', '#7a3426') +
    rect(758, 318, 12, 18, '#5a2a1e') +
    tree(210, 334, 0.8, '#4f8a3a', '#6b4a2a') +
    fieldRows(334, 250, '#79b153', '#5f9640', '#467a2e') +
    birds(r, 560, 120, 5, '#4a5a4a')
  )
}

const sack = (ctx: Ctx, x: number, y: number, s: number, band: string, weave: string): string => {
  const d =
    'M-80-30C-86-48-64-48-56-40C-20-48 20-48 56-40C64-48 86-48 80-30C90-10 90 10 80 30C86 48 64 48 56 40C20 48-20 48-56 40C-64 48-86 48-80 30C-90 10-90-10-80-30Z'
  const fill = ctx.fade('#dbb987', '#b38a52')
  return grp(
    path(d, fill, ` stroke="#8a6634" stroke-width="2"`) +
      path(d, weave) +
      rect(-48, -10, 96, 20, band, 3, op(0.75)) +
      circ(0, 0, 6, '#f3e6cc', op(0.9)) +
      stroke('M-60-30Q0-38 60-30', '#8a6634', 2, op(0.5)) +
      stroke('M-70-22Q-78 0-70 22M70-22Q78 0 70 22', '#ffffff', 4, op(0.18)),
    tr(x, y, 0, s),
  )
}

const sackStack = (
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  rows: number,
  band: string,
  weave: string,
): string => {
  let out =
    rect(x - 40, y + 40 * s, (rows * 158 + 80) * s, 20 * s, '#9a7446') +
    rect(x - 40, y + 60 * s, (rows * 158 + 80) * s, 8 * s, '#6e5230')
  for (let row = 0; row < rows; row++) {
    const count = rows - row
    for (let i = 0; i < count; i++) {
      out += sack(ctx, x + (i * 158 + row * 79 + 40) * s, y - row * 80 * s, s, band, weave)
    }
  }
  return out
}

const newsWarehouse = (ctx: Ctx): string => {
  const weaveId = ctx.uid()
  ctx.add(
    `<pattern id="${weaveId}" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4H8M4 0V8" stroke="#7a5a2a" stroke-width="1" opacity=".22"/></pattern>`,
  )
  const weave = `url(#${weaveId})`
  let corr = ''
  for (let x = 0; x < NW; x += 26) corr += `M${x} 90V470`
  let truss = 'M0 96'
  for (let x = 0; x <= NW; x += 60) truss += `L${x} ${x % 120 ? 40 : 96}`
  let floor = ''
  for (let i = -8; i <= 8; i++) floor += `M${600 + i * 40} 470L${600 + i * 180} 675`
  return (
    rect(0, 0, NW, 470, '#e6d9c2') +
    stroke(corr, '#8a7a60', 2, op(0.1)) +
    rect(0, 0, NW, 96, '#cbb895') +
    rect(120, 14, 260, 22, '#fff6df') +
    rect(820, 14, 260, 22, '#fff6df') +
    stroke(truss, '#7d6a4e', 6) +
    rect(0, 92, NW, 8, '#7d6a4e') +
    rect(470, 200, 260, 270, '#f8efdc') +
    rect(470, 200, 260, 270, 'none', 0, ` stroke="#a8946f" stroke-width="10"`) +
    path('M120 36L380 36L560 675L-40 675Z', '#fffaf0', op(0.16)) +
    path('M820 36L1080 36L1260 675L700 675Z', '#fffaf0', op(0.12)) +
    band(ctx, 470, 205, '#cbb899', '#ad9877') +
    stroke(floor, '#8a7658', 1.5, op(0.25)) +
    sackStack(ctx, 770, 390, 0.72, 4, '#2f5d3a', weave) +
    sackStack(ctx, 70, 560, 1, 4, '#9a3a26', weave)
  )
}

const marketBasket = (s: Scene, x: number, y: number, sc: number, col: string): string => {
  const { ctx } = s
  const weave = ctx.lin(
    [
      [0, '#c99a5e'],
      [1, '#8f6436'],
    ],
    0,
    0,
    1,
    0,
  )
  let ribs = ''
  for (let i = -5; i <= 5; i++) ribs += `M${i * 18} 0L${i * 15} 70`
  return grp(
    ell(10, 74, 140, 18, '#2a1a0e', op(0.3)) +
      path('M-120 0L120 0L96 72L-96 72Z', weave) +
      stroke(ribs + 'M-112 24H112M-104 48H104', '#6e4a24', 2, op(0.35)) +
      powderHeap(s, 0, 4, 104, 86, col, false) +
      ell(0, 0, 122, 16, 'none', ` stroke="#d8ad72" stroke-width="10"`) +
      `<path d="M-122 0A122 16 0 0 0 122 0" fill="none" stroke="#a5763f" stroke-width="10"/>`,
    tr(x, y, 0, sc),
  )
}

const newsMarket = (ctx: Ctx): string => {
  const r = ctx.r
  const s: Scene = { ctx, pal: palette(['#e2a21b', '#b8321f']), r, seed: 'market' }
  let stripes = ''
  for (let i = 0; i < 20; i++) stripes += rect(i * 60, 0, 30, 100, '#c0392b')
  let scallop = 'M0 100'
  for (let i = 0; i < 20; i++) scallop += `a30 22 0 0 0 60 0`
  scallop += 'L1200 90L0 90Z'
  const cols = shuffle(r, [
    '#e2a21b',
    '#b8321f',
    '#8b6a3e',
    '#c0a060',
    '#3a2c24',
    '#7a9a4a',
    '#e06a1b',
  ])
  let planks = ''
  for (let y = 520; y < NH; y += 36) planks += `M0 ${y}H1200`
  return (
    band(ctx, 0, NH, '#f5e3c3', '#e8cfa4') +
    rect(0, 150, NW, 300, '#e3c494', 0, op(0.45)) +
    stroke('M0 300H1200M0 310H1200', '#c7a26a', 3, op(0.4)) +
    rect(0, 0, NW, 100, '#f6e7cf') +
    stripes +
    path(scallop, '#c0392b') +
    stroke('M0 122H1200', '#7a4a2a', 6, op(0.25)) +
    rect(0, 470, NW, 205, '#7a4a2a') +
    rect(0, 470, NW, 22, '#9a6238') +
    stroke(planks, '#5a341c', 2, op(0.5)) +
    marketBasket(s, 190, 360, 0.8, cols[0]) +
    marketBasket(s, 460, 350, 0.8, cols[1]) +
    marketBasket(s, 740, 360, 0.8, cols[2]) +
    marketBasket(s, 1010, 352, 0.8, cols[3]) +
    marketBasket(s, 320, 500, 1.05, cols[4]) +
    marketBasket(s, 640, 505, 1.05, cols[5]) +
    marketBasket(s, 960, 500, 1.05, cols[6])
  )
}

const flask = (x: number, y: number, s: number, liquid: string): string => {
  const d = 'M-28-170L-28-92L-112 58Q-124 86-92 86L92 86Q124 86 112 58L28-92L28-170Z'
  return grp(
    ell(0, 90, 120, 14, '#2a3a3a', op(0.15)) +
      path('M-60 0L60 0L112 58Q124 86 92 86L-92 86Q-124 86-112 58Z', liquid) +
      ell(0, 0, 60, 8, lighten(liquid, 0.3)) +
      circ(-20, 40, 8, '#ffffff', op(0.5)) +
      circ(14, 22, 5, '#ffffff', op(0.5)) +
      circ(30, 56, 6, '#ffffff', op(0.4)) +
      path(d, '#ffffff', op(0.18)) +
      path(d, 'none', ` stroke="#8fb0ad" stroke-width="6" stroke-linejoin="round"`) +
      rect(-38, -184, 76, 16, '#8fb0ad', 6) +
      stroke('M-60-20L-92 44', '#ffffff', 8, op(0.6)),
    tr(x, y, 0, s),
  )
}

const testTubes = (x: number, y: number, s: number, cols: string[]): string => {
  let tubes = ''
  cols.forEach((c, i) => {
    const tx = -90 + i * 60
    tubes +=
      path(`M${tx - 16} -150V-10A16 16 0 0 0 ${tx + 16} -10V-150Z`, '#ffffff', op(0.35)) +
      path(`M${tx - 16} -80V-10A16 16 0 0 0 ${tx + 16} -10V-80Z`, c) +
      path(
        `M${tx - 16} -150V-10A16 16 0 0 0 ${tx + 16} -10V-150`,
        'none',
        ` stroke="#8fb0ad" stroke-width="4"`,
      ) +
      stroke(`M${tx - 8} -140V-30`, '#ffffff', 4, op(0.5))
  })
  return grp(
    tubes +
      rect(-130, -60, 260, 18, '#5d7f8a', 6) +
      rect(-130, 0, 260, 14, '#4a6a75', 6) +
      rect(-124, -50, 10, 60, '#4a6a75') +
      rect(114, -50, 10, 60, '#4a6a75'),
    tr(x, y, 0, s),
  )
}

const microscope = (x: number, y: number, s: number, col: string): string =>
  grp(
    rect(-80, -16, 160, 22, col, 8) +
      path('M20-16L40-16L40-140Q40-180 0-190L-10-170Q20-160 20-140Z', col) +
      rect(-70, -90, 110, 12, darken(col, 0.2), 4) +
      grp(
        rect(-18, -120, 36, 110, lighten(col, 0.15), 8) +
          rect(-12, -10, 24, 24, darken(col, 0.3), 4),
        'rotate(-28 0 -200) translate(-24 -80)',
      ) +
      circ(38, -60, 14, darken(col, 0.2)),
    tr(x, y, 0, s),
  )

const petri = (
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  shape: ShapeName,
  col: string,
): string => {
  const ids = particleDefs(ctx, shape, [col, lighten(col, 0.15), darken(col, 0.1)])
  let seeds = ''
  for (let i = 0; i < 34; i++) {
    const a = ctx.r() * Math.PI * 2
    const k = Math.sqrt(ctx.r())
    seeds += inst(
      pick(ctx.r, ids),
      Math.cos(a) * 96 * k,
      Math.sin(a) * 26 * k,
      rr(ctx.r, -180, 180),
      0.62,
    )
  }
  return grp(
    ell(0, 12, 128, 36, '#2a3a3a', op(0.12)) +
      ell(0, 0, 120, 38, '#ffffff', op(0.6)) +
      seeds +
      ell(0, 0, 120, 38, 'none', ` stroke="#8fb0ad" stroke-width="4"`) +
      ell(0, -4, 120, 38, 'none', ` stroke="#ffffff" stroke-width="3" opacity=".7"`),
    tr(x, y, 0, s),
  )
}

const newsLab = (ctx: Ctx): string => {
  let shelf = ''
  for (let i = 0; i < 9; i++) {
    const bx = 90 + i * 120
    shelf +=
      rect(bx, 120 - (i % 3) * 14, 50, 70 + (i % 3) * 14, '#c9dcd8', 8) +
      rect(bx + 12, 104 - (i % 3) * 14, 26, 18, '#b4ccc7', 4)
  }
  return (
    band(ctx, 0, NH, '#eaf3f1', '#d6e6e2') +
    rect(0, 190, NW, 10, '#b4ccc7') +
    shelf +
    rect(0, 480, NW, 30, '#f7f8f6') +
    rect(0, 510, NW, 165, '#c8d6d3') +
    flask(360, 392, 1.25, '#7cc47f') +
    testTubes(720, 480, 1.1, ['#e2a21b', '#b8321f', '#8b6a3e', '#7a9a4a']) +
    petri(ctx, 620, 560, 1, 'cumin', '#8b6a3e') +
    microscope(1000, 482, 1.3, '#3d5a66') +
    leaf(150, 480, 120, 70, -30, '#4f8f3a', '#9fcf86') +
    leaf(170, 480, 100, 60, 20, '#5f9f48', '#9fcf86')
  )
}

const truck = (x: number, y: number, s: number, cab: string, box: string, flip = false): string => {
  const wheel = (wx: number): string => circ(wx, 0, 26, '#2a2a2a') + circ(wx, 0, 11, '#9aa0a4')
  let ribs = ''
  for (let i = 1; i < 10; i++) ribs += `M${i * 44} -190V-40`
  return grp(
    ell(230, 22, 320, 14, '#000000', op(0.18)) +
      rect(0, -190, 440, 150, box, 6) +
      stroke(ribs, darken(box, 0.3), 2, op(0.35)) +
      rect(0, -190, 440, 10, lighten(box, 0.25)) +
      rect(-10, -40, 580, 16, '#3a3a3a') +
      path('M450-40L450-150Q450-160 460-160L520-160Q540-160 550-130L575-80L575-40Z', cab) +
      path('M470-148L520-148Q532-148 538-130L552-96L470-96Z', '#cfe6ee') +
      rect(560, -62, 18, 12, '#f6d36a') +
      wheel(70) +
      wheel(140) +
      wheel(380) +
      wheel(500),
    flip ? `translate(${f(x)} ${f(y)}) scale(${-s} ${s})` : tr(x, y, 0, s),
  )
}

const newsTrucks = (ctx: Ctx): string => {
  const r = ctx.r
  let trees = ''
  for (let i = 0; i < 9; i++)
    trees += tree(
      40 + i * 140 + rr(r, -20, 20),
      420,
      rr(r, 0.8, 1.1),
      pick(r, ['#4f8a3a', '#5f9a44', '#3f7a30']),
      '#6b4a2a',
    )
  let dashes = ''
  for (let x = 0; x < NW; x += 90) dashes += `M${x} 560h46`
  return (
    skyGrad(ctx, '#c9e3ed', '#f7ecd6', 440) +
    sun(ctx, 980, 130, 48, '#f7c65e') +
    cloud(180, 110, 0.9) +
    cloud(620, 150, 0.7, '#ffffff', 0.7) +
    path(hillPath(r, 330, 26, 6, NW, 440), '#a7c79a') +
    path(hillPath(r, 380, 18, 7, NW, 440), '#86b173') +
    rect(0, 420, NW, 80, '#7fae62') +
    trees +
    rect(0, 490, NW, 130, '#5b6166') +
    rect(0, 490, NW, 6, '#c9c2b0') +
    rect(0, 614, NW, 6, '#c9c2b0') +
    stroke(dashes, '#f2efe6', 6) +
    rect(0, 620, NW, 55, '#6f9c52') +
    truck(1160, 522, 0.6, '#e0a030', '#2b5d7a', true) +
    truck(120, 600, 0.95, '#c0462b', '#2f6b4f') +
    stroke('M60 520h50M40 545h60M70 570h40', '#ffffff', 4, op(0.5))
  )
}

const newsPaddy = (ctx: Ctx): string => {
  const r = ctx.r
  let out =
    skyGrad(ctx, '#e4efe6', '#f6efdc', 360) +
    sun(ctx, 860, 120, 44, '#f5d27a') +
    path(hillPath(r, 190, 30, 5, NW, 360), '#b7cfc3', op(0.9)) +
    path(hillPath(r, 240, 26, 6, NW, 360), '#9dbfa9')
  const bands = 7
  for (let i = 0; i < bands; i++) {
    const t = i / bands
    const y = 260 + 415 * t ** 1.3
    const amp = 12 + 30 * t
    const water = i % 3 === 1
    const fill = water ? '#b9d8d4' : i % 2 ? '#7fb35a' : '#6aa24a'
    const p: Pt[] = []
    for (let k = 0; k <= 6; k++)
      p.push([(k / 6) * (NW + 120) - 60, y + Math.sin(k * 1.3 + i) * amp])
    const d = smooth(p, false) + `L${NW + 60} ${NH}L-60 ${NH}Z`
    out += path(d, darken(fill, 0.18), ' transform="translate(0 -6)"') + path(d, fill)
    if (water) {
      out += stroke(
        smooth(
          p.map((q) => [q[0], q[1] + 16 + 10 * t] as Pt),
          false,
        ),
        '#ffffff',
        3,
        op(0.5),
      )
    }
    let tufts = ''
    const n = 10 + i * 3
    for (let k = 0; k < n; k++) {
      const tx = (k + 0.5) * (NW / n) + rr(r, -10, 10)
      const ty = y + Math.sin((tx / (NW + 120)) * 6 * 1.3 + i) * amp + 14 + 20 * t
      const h = 8 + 26 * t
      tufts += `M${pt(tx, ty)}l${f(-h * 0.35)} ${f(-h)}M${pt(tx, ty)}l0 ${f(-h * 1.15)}M${pt(tx, ty)}l${f(h * 0.35)} ${f(-h)}`
    }
    out += stroke(tufts, water ? '#5f9a44' : '#3f7a30', 1.5 + 2.5 * t)
  }
  out += grp(
    path('M-40 0L0-22L40 0Z', '#d9b56a') +
      rect(-12, 0, 24, 46, '#3d6a8a', 6) +
      stroke('M-10 12L-30 40M10 12L30 38', '#3d6a8a', 6),
    tr(820, 420, 0, 1.1),
  )
  return out
}

const continents: Pt[][] = [
  [
    [-150, -120],
    [-70, -150],
    [-30, -100],
    [-80, -40],
    [-60, 30],
    [-110, 10],
    [-160, -50],
  ],
  [
    [0, -140],
    [80, -150],
    [160, -110],
    [150, -40],
    [90, -20],
    [60, 40],
    [30, -10],
    [-10, -60],
  ],
  [
    [10, 20],
    [70, 30],
    [90, 100],
    [50, 180],
    [20, 120],
  ],
  [
    [120, 80],
    [190, 90],
    [200, 140],
    [140, 150],
  ],
  [
    [-120, 80],
    [-60, 90],
    [-50, 170],
    [-100, 200],
    [-130, 140],
  ],
]

const newsGlobe = (ctx: Ctx): string => {
  const r = ctx.r
  const cx = 600
  const cy = 350
  const R = 240
  const clip = ctx.clip(`<circle cx="${cx}" cy="${cy}" r="${R}"/>`)
  let land = ''
  for (const c of continents)
    land += path(smooth(c.map((p) => [cx + p[0] * 1.05, cy + p[1] * 1.05] as Pt)), '#5fa36a')
  let grid = ''
  for (let k = 1; k < 6; k++)
    grid += ell(
      cx,
      cy,
      R * Math.sin((k / 6) * Math.PI),
      R,
      'none',
      ' stroke="#ffffff" stroke-width="1.5"',
    )
  for (let k = -2; k <= 2; k++) {
    const y = cy + (k * R) / 3
    const w = Math.sqrt(R * R - ((k * R) / 3) ** 2)
    grid += stroke(`M${pt(cx - w, y)}H${f(cx + w)}`, '#ffffff', 1.5)
  }
  const origin: Pt = [cx + 70, cy - 30]
  const dests: Pt[] = [
    [cx - 130, cy - 90],
    [cx - 60, cy + 120],
    [cx + 170, cy - 120],
    [cx + 150, cy + 110],
    [cx - 170, cy + 30],
  ]
  let routes = ''
  for (const d of dests) {
    const mx = (origin[0] + d[0]) / 2
    const my = (origin[1] + d[1]) / 2 - 80
    routes += `<path d="M${pt(origin[0], origin[1])}Q${pt(mx, my)} ${pt(d[0], d[1])}" fill="none" stroke="#f2b84b" stroke-width="3" stroke-dasharray="10 8" stroke-linecap="round"/>`
    routes += circ(d[0], d[1], 12, '#f2b84b', op(0.3)) + circ(d[0], d[1], 6, '#f2b84b')
  }
  routes +=
    circ(origin[0], origin[1], 18, '#f26b3a', op(0.3)) + circ(origin[0], origin[1], 9, '#f26b3a')
  let stars = ''
  for (let i = 0; i < 90; i++)
    stars += circ(
      rr(r, 0, NW),
      rr(r, 0, NH),
      rr(r, 0.8, 2),
      '#ffffff',
      op(Math.round(rr(r, 15, 50)) / 100),
    )
  const plane = grp(
    path(
      'M0-4L40-4L60-20L68-20L56-4L80-4Q90 0 80 4L56 4L68 20L60 20L40 4L0 4L-8 12L-14 12L-8 0L-14-12L-8-12Z',
      '#ffffff',
    ),
    tr(cx - 40, cy - 150, -20, 0.9),
  )
  const ocean = ctx.rad(
    [
      [0, '#2f7896'],
      [1, '#173f57'],
    ],
    0.4,
    0.38,
    0.7,
  )
  return (
    rect(
      0,
      0,
      NW,
      NH,
      ctx.rad(
        [
          [0, '#1d4863'],
          [1, '#0b1f2e'],
        ],
        0.5,
        0.5,
        0.7,
      ),
    ) +
    stars +
    circ(cx, cy, R + 30, '#2f7896', op(0.15)) +
    circ(cx, cy, R, ocean) +
    grp(land + grp(grid, undefined, op(0.14)), undefined, ` clip-path="${clip}"`) +
    circ(cx - 70, cy - 80, R * 0.55, '#ffffff', op(0.05)) +
    routes +
    plane +
    grp(ship(r, 0, 0, 1), tr(cx + 170, cy + 190, 0, 0.16))
  )
}

const haybale = (x: number, y: number, s: number): string =>
  grp(
    ell(40, 78, 110, 14, '#5a3a12', op(0.25)) +
      rect(-60, -80, 170, 160, '#d9a441', 30) +
      stroke('M-40-70H90M-40-30H100M-40 10H100M-40 50H90', '#b8862e', 3, op(0.6)) +
      ell(-60, 0, 46, 80, '#e6b85a', ` stroke="#b8862e" stroke-width="3"`) +
      stroke(
        'M-60 0m-30 0a30 56 0 1 0 60 0a22 42 0 1 0-44 0a14 26 0 1 0 28 0',
        '#b8862e',
        3,
        op(0.8),
      ),
    tr(x, y, 0, s),
  )

const newsHarvest = (ctx: Ctx): string => {
  const r = ctx.r
  const s: Scene = { ctx, pal: palette(['#d9a441', '#7a5a2a']), r, seed: 'harvest' }
  let rows = ''
  for (let i = 0; i < 18; i++) {
    const y = 400 + i ** 1.5 * 4
    rows += `M0 ${f(y)}Q600 ${f(y - 10)} 1200 ${f(y)}`
  }
  let ears = ''
  for (let i = 0; i < 4; i++)
    ears += wheatEar(s, 20 + i * 80 + rr(r, -20, 20), 700, 400, rr(r, -82, -58), '#d9a441')
  for (let i = 0; i < 4; i++)
    ears += wheatEar(s, 1180 - i * 80 + rr(r, -20, 20), 700, 400, rr(r, -122, -98), '#d9a441')
  return (
    skyGrad(ctx, '#f3b86a', '#f6e2b8', 420) +
    sun(ctx, 640, 380, 80, '#fbe08a') +
    birds(r, 420, 160, 5, '#8a4a2a') +
    path(hillPath(r, 360, 18, 5, NW, 420), '#c98f4a', op(0.8)) +
    band(ctx, 395, 280, '#e6b95a', '#c9922f') +
    stroke(rows, '#b8862e', 2.5, op(0.5)) +
    haybale(430, 470, 0.6) +
    haybale(800, 460, 0.45) +
    haybale(620, 540, 0.9) +
    ears
  )
}

const newsDocuments = (ctx: Ctx): string => {
  const r = ctx.r
  const t = blogThemes[2]
  let grain = ''
  for (let i = 0; i < 14; i++)
    grain += `M0 ${f(40 + i * 48 + rr(r, -6, 6))}Q600 ${f(30 + i * 48)} 1200 ${f(44 + i * 48)}`
  return (
    band(ctx, 0, NH, '#b98a5a', '#8a5e38') +
    stroke(grain, '#6e4a2a', 3, op(0.25)) +
    doc(170, 120, rr(r, -10, -4), t, true) +
    doc(420, 90, rr(r, -2, 4), blogThemes[0], false) +
    doc(660, 130, rr(r, 5, 11), blogThemes[1], true) +
    stamp(860, 470, rr(r, -20, 5), '#b8321f') +
    grp(
      rect(-50, -40, 100, 80, '#6e4a2a', 10) +
        rect(-40, 40, 80, 90, '#3d2a1a', 8) +
        rect(-70, 130, 140, 22, '#2a1c10', 8),
      tr(1060, 470, 18),
    ) +
    grp(
      rect(0, -9, 300, 18, '#234e70', 9) +
        path('M300-9L336 0L300 9Z', '#e8d9b8') +
        path('M326-3L336 0L326 3Z', '#333333'),
      tr(380, 600, -18),
    )
  )
}

const newsChart = (ctx: Ctx): string => {
  const r = ctx.r
  const t = pick(r, blogThemes)
  const item = pick(
    r,
    showcase.filter((i) => i[0] !== 'fruitveg' && i[0] !== 'bulb'),
  )
  return blogMarket(ctx, t, item)
}

const newsGrains = (ctx: Ctx): string => {
  const r = ctx.r
  const items: Showcase[] = [
    ['millet', ['#b9a06a', '#6a7a3a'], 'millet-news'],
    ['wheat', ['#cf9d52', '#7a5a2a'], 'wheat-news'],
    ['legume', ['#d9b27c', '#8a5a2b'], 'kabuli-chana-news'],
    ['rice', ['#f3ecd9', '#c9a34a'], 'basmati-rice-news'],
  ]
  const [a, b, c] = shuffle(r, items)
  return (
    band(ctx, 0, NH, '#f4ead6', '#e6d2ae') +
    rect(0, 430, NW, 245, '#b98a5a') +
    rect(0, 430, NW, 16, '#cfa46e') +
    placeSubject(ctx, a, 270, 420, 0.5, 'news') +
    placeSubject(ctx, b, 930, 420, 0.5, 'news') +
    placeSubject(ctx, c, 600, 500, 0.6, 'news')
  )
}

const newsScenes: ((ctx: Ctx) => string)[] = [
  newsPort,
  newsField,
  newsWarehouse,
  newsMarket,
  newsLab,
  newsTrucks,
  newsPaddy,
  newsGlobe,
  newsHarvest,
  newsDocuments,
  newsChart,
  newsGrains,
]

const newsLabels = [
  'Container ship at port',
  'Crop rows in a field',
  'Warehouse with stacked sacks',
  'Spice market heaps',
  'Quality laboratory',
  'Trucks on the highway',
  'Rice paddies',
  'Global trade routes',
  'Harvest field',
  'Trade documents with an official stamp',
  'Market price chart',
  'Bowls of millet, wheat, pulses and rice',
]

/** 1200x675 news scene, n = 1..NEWS_PICTURES (wraps around for other values); see topics.ts. */
export const newsStockImage = (n: number): string => {
  const k = newsScenes.length
  const i = (((Math.round(n) - 1) % k) + k) % k
  const ctx = new Ctx(mulberry32(hashString(`news|${i}`)), `n${i}`)
  return svgDoc(NW, NH, ctx, newsScenes[i](ctx), newsLabels[i])
}

const card = (x: number, y: number, w: number, h: number, rot = 0): string =>
  grp(rect(8, 14, w, h, '#1e2a2a', 22, op(0.1)) + rect(0, 0, w, h, '#ffffff', 22), tr(x, y, rot))

const bars = (x: number, y: number, widths: number[], col: string, gap = 22, h = 10): string =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, col, h / 2)).join('')

type BlogTheme = { bg: [string, string]; ink: string; accent: string; soft: string }

const blogThemes: BlogTheme[] = [
  { bg: ['#eef4ee', '#dcebdd'], ink: '#1f5f3a', accent: '#d97706', soft: '#cfe3d2' },
  { bg: ['#f7f0e4', '#ecdcc2'], ink: '#8a3b1c', accent: '#2f7a4a', soft: '#ead8bb' },
  { bg: ['#edf2f6', '#dbe5ee'], ink: '#234e70', accent: '#d9772b', soft: '#cfdbe6' },
]

const blogMarket = (ctx: Ctx, t: BlogTheme, item: Showcase): string => {
  const r = ctx.r
  const pts: Pt[] = []
  let v = rr(r, 0.2, 0.35)
  for (let i = 0; i < 9; i++) {
    pts.push([130 + i * 66, 480 - v * 280])
    v = clamp(v + rr(r, -0.04, 0.17), 0.1, 0.95)
  }
  const line = smooth(pts, false, 0.8)
  const area = line + `L${pt(pts[8][0], 500)}L${pt(pts[0][0], 500)}Z`
  const areaFill = ctx.lin([
    [0, t.ink, 0.28],
    [1, t.ink, 0],
  ])
  let grid = ''
  for (let i = 0; i < 5; i++) grid += `M120 ${240 + i * 65}H690`
  let barsOut = ''
  for (let i = 0; i < 9; i++) {
    const h = rr(r, 40, 130)
    barsOut += rect(116 + i * 66, 500 - h, 28, h, t.soft, 6)
  }
  const last = pts[8]
  return (
    band(ctx, 0, NH, t.bg[0], t.bg[1]) +
    circ(960, 390, 240, '#ffffff', op(0.45)) +
    card(80, 110, 650, 450) +
    bars(120, 150, [220, 140], '#c9d1d1', 26, 14) +
    stroke(grid, '#e3e8e8', 2) +
    barsOut +
    path(area, areaFill) +
    stroke(line, t.ink, 6) +
    pts.map((p) => circ(p[0], p[1], 7, '#ffffff', ` stroke="${t.ink}" stroke-width="4"`)).join('') +
    circ(last[0], last[1], 18, t.accent, op(0.25)) +
    circ(660, 160, 30, t.accent) +
    path('M646 170L660 150L674 170Z', '#ffffff') +
    placeSubject(ctx, item, 960, 400, 0.42, 'blog')
  )
}

const clipboard = (x: number, y: number, rot: number, t: BlogTheme, checks: number): string => {
  let rows = ''
  for (let i = 0; i < 5; i++) {
    const ry = 120 + i * 62
    rows += rect(
      50,
      ry,
      34,
      34,
      '#ffffff',
      6,
      ` stroke="${i < checks ? t.ink : '#b9c2c2'}" stroke-width="4"`,
    )
    if (i < checks) rows += stroke(`M57 ${ry + 17}l9 9 16-18`, t.ink, 6)
    rows +=
      rect(104, ry + 6, 150 - (i % 2) * 40, 10, '#9aa6a6', 5) +
      rect(104, ry + 22, 90, 8, '#cdd4d4', 4)
  }
  return grp(
    rect(10, 16, 320, 430, '#1e2a2a', 22, op(0.12)) +
      rect(0, 0, 320, 430, '#8a6a4a', 22) +
      rect(20, 40, 280, 372, '#fbfaf6', 10) +
      rect(100, -18, 120, 52, '#9aa6ad', 12) +
      rect(120, -6, 80, 14, '#6e7b82', 7) +
      bars(50, 70, [160], t.ink, 20, 14) +
      rows,
    tr(x, y, rot),
  )
}

const magnifier = (x: number, y: number, s: number): string =>
  grp(
    stroke('M70 70L150 150', '#3d4a52', 26) +
      stroke('M70 70L100 100', '#6e7b82', 30) +
      circ(0, 0, 100, '#e6f3f6', op(0.35)) +
      circ(0, 0, 100, 'none', ` stroke="#3d4a52" stroke-width="16"`) +
      stroke('M-60-30A70 70 0 0 1-20-66', '#ffffff', 10, op(0.7)),
    tr(x, y, 0, s),
  )

const seal = (x: number, y: number, s: number, col: string): string => {
  let burst = ''
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    const rad = i % 2 ? 62 : 72
    burst += `${i ? 'L' : 'M'}${pt(Math.cos(a) * rad, Math.sin(a) * rad)}`
  }
  return grp(
    path('M-36 40L-56 120L-28 104L-10 130L4 52Z', darken(col, 0.2)) +
      path('M36 40L56 120L28 104L10 130L-4 52Z', darken(col, 0.3)) +
      path(burst + 'Z', col) +
      circ(0, 0, 48, 'none', ' stroke="#ffffff" stroke-width="4" opacity=".8"') +
      stroke('M-20 2l14 14 28-30', '#ffffff', 9),
    tr(x, y, 0, s),
  )
}

/** The sample under the magnifier of a quality picture: what the post is about. */
const sampleParticles = (subject: BlogSubject | null): [ShapeName, string[]] => {
  if (subject && ['spices', 'cumin', 'turmeric', 'chilli', 'pepper', 'cardamom'].includes(subject))
    return ['cumin', ['#8b6b43', '#7a5c38', '#a08058']]
  if (subject === 'pulses' || subject === 'chickpea')
    return ['dal', ['#e8a93a', '#f0b84c', '#d99a2e']]
  if (subject === 'millet') return ['millet', ['#c9b27a', '#b9a06a', '#d9c48e']]
  if (subject === 'wheat') return ['wheat', ['#d9a45b', '#c99358', '#e0b866']]
  return ['rice', ['#f3ecd9', '#e9dfc6', '#fbf6ea']]
}

const blogQuality = (ctx: Ctx, t: BlogTheme, subject: BlogSubject | null): string => {
  const r = ctx.r
  const ids = particleDefs(ctx, ...sampleParticles(subject))
  let grains = ''
  for (let i = 0; i < 40; i++) {
    const a = r() * Math.PI * 2
    const k = Math.sqrt(r())
    grains += inst(
      pick(r, ids),
      830 + Math.cos(a) * 170 * k,
      480 + Math.sin(a) * 60 * k,
      rr(r, -180, 180),
    )
  }
  return (
    band(ctx, 0, NH, t.bg[0], t.bg[1]) +
    rect(0, 470, NW, 205, darken(t.bg[1], 0.06)) +
    flask(1050, 420, 0.8, t.soft === '#cfe3d2' ? '#7cc47f' : lighten(t.accent, 0.2)) +
    clipboard(170, 120, rr(r, -6, -2), t, ri(r, 3, 4)) +
    ell(840, 490, 210, 40, '#000000', op(0.08)) +
    grains +
    magnifier(800, 420, 1) +
    seal(560, 170, 0.9, t.accent)
  )
}

const doc = (x: number, y: number, rot: number, t: BlogTheme, header: boolean): string => {
  let lines = ''
  for (let i = 0; i < 8; i++)
    lines += rect(40, 130 + i * 30, i % 3 === 2 ? 160 : 240, 10, '#c4cccc', 5)
  return grp(
    rect(8, 12, 320, 420, '#1e2a2a', 10, op(0.12)) +
      rect(0, 0, 320, 420, '#fdfcf8', 10) +
      (header
        ? rect(0, 0, 320, 70, t.ink, 10) +
          rect(0, 50, 320, 20, t.ink) +
          rect(30, 24, 140, 14, '#ffffff', 7, op(0.8))
        : rect(40, 40, 180, 16, '#9aa6a6', 8)) +
      lines +
      rect(40, 380, 100, 8, '#9aa6a6', 4),
    tr(x, y, rot),
  )
}

const stamp = (x: number, y: number, rot: number, col: string): string => {
  let star = ''
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2
    const rad = i % 2 ? 10 : 24
    star += `${i ? 'L' : 'M'}${pt(Math.cos(a) * rad, Math.sin(a) * rad)}`
  }
  return grp(
    circ(0, 0, 70, 'none', ` stroke="${col}" stroke-width="8"`) +
      circ(0, 0, 54, 'none', ` stroke="${col}" stroke-width="3"`) +
      path(star + 'Z', col) +
      rect(-40, 30, 80, 8, col, 4),
    tr(x, y, rot),
    op(0.8),
  )
}

const blogExport = (ctx: Ctx, t: BlogTheme): string => {
  const r = ctx.r
  const dx = rr(r, -40, 40)
  let waves = ''
  for (let i = 0; i < 30; i++) waves += `M${pt(rr(r, 0, NW), rr(r, 540, 670))}h${f(rr(r, 20, 50))}`
  return (
    skyGrad(ctx, t.bg[0], t.bg[1], 520) +
    sun(ctx, 1040, 120, 44, '#f6c15a') +
    cloud(900, 200, 0.7) +
    band(ctx, 500, 175, '#4a8aa3', '#2a5d75') +
    ship(r, rr(r, 560, 680), 520, 0.62) +
    stroke(waves, '#ffffff', 2, op(0.3)) +
    doc(120 + dx, 90, rr(r, -12, -6), t, false) +
    doc(220 + dx, 70, rr(r, -2, 5), t, false) +
    doc(330 + dx, 90, rr(r, 6, 12), t, true) +
    stamp(560 + dx, rr(r, 330, 400), rr(r, -20, 10), pick(r, ['#b8321f', '#2f5d8a', '#2f7a4a'])) +
    grp(
      rect(0, -9, 300, 18, t.ink, 9) +
        path('M300-9L336 0L300 9Z', '#e8d9b8') +
        path('M326-3L336 0L326 3Z', '#333333') +
        rect(0, -9, 40, 18, t.accent, 9),
      tr(420 + dx, 560, rr(r, -40, -24)),
    )
  )
}

const blogSustain = (ctx: Ctx, t: BlogTheme): string => {
  const r = ctx.r
  const dx = 600 + rr(r, -110, 110)
  const drop = ctx.fade('#8fd0e6', '#2f86a8')
  let leaves = ''
  const greens = ['#2f7a3a', '#3f8f46', '#5aa653', '#1f5f3a']
  for (let i = 0; i < 6; i++)
    leaves += leaf(
      rr(r, -20, 160),
      700,
      rr(r, 280, 400),
      rr(r, 150, 210),
      rr(r, 10, 70),
      pick(r, greens),
      '#a6d69a',
    )
  for (let i = 0; i < 6; i++)
    leaves += leaf(
      rr(r, 1040, 1220),
      700,
      rr(r, 280, 400),
      rr(r, 150, 210),
      rr(r, -70, -10),
      pick(r, greens),
      '#a6d69a',
    )
  return (
    band(ctx, 0, NH, '#f1f7ec', '#d6ead0') +
    sun(ctx, dx + rr(r, -160, 160), rr(r, 120, 190), 70, '#f8d77a') +
    ell(dx, 560, 230, 40, '#7fb9cc', op(0.35)) +
    ell(dx, 560, 150, 24, 'none', ' stroke="#5aa0b8" stroke-width="4" opacity=".6"') +
    ell(dx, 560, 260, 48, 'none', ' stroke="#5aa0b8" stroke-width="3" opacity=".35"') +
    grp(
      path('M0 190C50 270 120 350 120 430A120 120 0 0 1-120 430C-120 350-50 270 0 190Z', drop) +
        path(
          'M-60 420A60 60 0 0 0-20 490',
          'none',
          ' stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity=".6"',
        ) +
        grp(
          stroke('M0 0V-70', '#2f7a3a', 6) +
            leaf(0, -50, 60, 36, -50, '#3f8f46', '#a6d69a') +
            leaf(0, -60, 70, 40, 45, '#5aa653', '#a6d69a'),
          tr(0, 460),
        ),
      tr(dx, 0),
    ) +
    leaves +
    circ(dx + 200, 470, 16, t.soft, op(0.8)) +
    circ(dx - 210, 500, 10, t.soft, op(0.8))
  )
}

const blogNews = (ctx: Ctx, t: BlogTheme): string => {
  const r = ctx.r
  const thumbClip = ctx.clip('<rect x="30" y="150" width="250" height="170" rx="6"/>')
  let cols = ''
  for (let c = 0; c < 2; c++) {
    for (let i = 0; i < 9; i++)
      cols += rect(310 + c * 170, 150 + i * 20, i % 4 === 3 ? 100 : 150, 8, '#c7c7c0', 4)
  }
  for (let i = 0; i < 6; i++)
    cols += rect(30 + (i % 2) * 250, 350 + Math.floor(i / 2) * 22, 230, 8, '#c7c7c0', 4)
  const paper = grp(
    rect(10, 16, 660, 440, '#1e2a2a', 8, op(0.16)) +
      rect(0, 0, 660, 440, '#fbf8f1', 8) +
      rect(30, 30, 600, 50, t.ink, 4) +
      rect(50, 48, 220, 14, '#ffffff', 7, op(0.85)) +
      rect(30, 96, 600, 4, '#2a2a2a') +
      rect(30, 112, 460, 18, '#4a4a4a', 9) +
      grp(
        rect(30, 150, 250, 170, '#cfe6ee') +
          rect(30, 250, 250, 70, '#79b153') +
          path('M30 250L130 240L280 250L280 320L30 320Z', '#5f9640') +
          circ(230, 190, 18, '#f7c65e'),
        undefined,
        ` clip-path="${thumbClip}"`,
      ) +
      cols +
      stroke('M330 0V440', '#000000', 3, op(0.05)),
    tr(rr(r, 160, 380), rr(r, 120, 160), rr(r, -7, 4)),
  )
  return (
    skyGrad(ctx, '#cfe6ee', '#f7ebd0', 360) +
    sun(ctx, 1000, 110, 40, '#f7c65e') +
    path(hillPath(r, 300, 20, 6, NW, 360), '#a9c79c') +
    fieldRows(340, 250, '#79b153', '#5f9640', '#467a2e') +
    rect(0, 0, NW, NH, '#ffffff', 0, op(0.15)) +
    paper
  )
}

const blogSpotlight = (ctx: Ctx, t: BlogTheme, item: Showcase): string => {
  const r = ctx.r
  let sparks = ''
  for (let i = 0; i < 7; i++) {
    const x = rr(r, 80, 1120)
    const y = rr(r, 60, 300)
    const s = rr(r, 6, 14)
    sparks += path(
      `M${pt(x, y - s * 2)}Q${pt(x, y)} ${pt(x + s * 2, y)}Q${pt(x, y)} ${pt(x, y + s * 2)}Q${pt(x, y)} ${pt(x - s * 2, y)}Q${pt(x, y)} ${pt(x, y - s * 2)}Z`,
      t.accent,
      op(0.6),
    )
  }
  return (
    rect(
      0,
      0,
      NW,
      NH,
      ctx.rad(
        [
          [0, '#fffaf0'],
          [0.6, t.bg[1]],
          [1, darken(t.bg[1], 0.18)],
        ],
        0.5,
        0.55,
        0.75,
      ),
    ) +
    ell(600, 560, 430, 80, darken(t.bg[1], 0.1), op(0.6)) +
    sparks +
    placeSubject(ctx, item, 600, 380, 0.66, 'spot')
  )
}

const blogSubjectItems: Record<BlogSubject, Showcase> = {
  millet: ['millet', ['#b9a06a', '#6a7a3a'], 'millet-blog'],
  rice: ['rice', ['#f3ecd9', '#c9a34a'], 'basmati-rice-blog'],
  wheat: ['wheat', ['#cf9d52', '#7a5a2a'], 'wheat-blog'],
  turmeric: ['tuber', ['#b8742c', '#8a4b12'], 'turmeric-fingers-blog'],
  chilli: ['pods', ['#b3261e', '#4a6b2a'], 'red-chilli-blog'],
  pepper: ['berries', ['#2b2420', '#5a4a3c'], 'black-pepper-blog'],
  cardamom: ['pods', ['#7fa04a', '#4e6b2c'], 'green-cardamom-blog'],
  cumin: ['seeds', ['#8b6b43', '#5c4630'], 'cumin-seeds-blog'],
  spices: ['powder', ['#e3a21a', '#8a2f1f'], 'turmeric-powder-blog'],
  chickpea: ['legume', ['#d9b27c', '#8a5a2b'], 'kabuli-chana-blog'],
  pulses: ['dal', ['#e8a23a', '#9c5a1a'], 'toor-dal-blog'],
  sesame: ['seeds', ['#efe4cc', '#a8895a'], 'sesame-blog'],
  mustard: ['seeds', ['#4a2a1a', '#c9a34a'], 'mustard-blog'],
  groundnut: ['kernels', ['#b8663c', '#dcc194'], 'groundnut-blog'],
  onion: ['bulb', ['#a8324a', '#e9c9a8'], 'onion-blog'],
  tomato: ['fruitveg', ['#d63b2a', '#3f7a2a'], 'tomato-blog'],
  okra: ['fruitveg', ['#5a8f2e', '#3c6a1f'], 'okra-blog'],
  pickle: ['jar', ['#b84a1e', '#2f5d3a'], 'mango-pickle-blog'],
  masala: ['pack', ['#d9a441', '#8c2f1f'], 'garam-masala-pack-blog'],
}

/**
 * 1200x675 blog cover. The scene and the product shown follow the post's category, title and
 * tags (topics.ts); the seed (the post id) varies colours and layout.
 */
export const blogImage = (post: BlogTopicInput, seed: string): string => {
  const { scene: key, subject } = blogTopic(post)
  const h = hashString(`blog|${key}|${subject ?? ''}|${seed}`)
  const r = mulberry32(h)
  const ctx = new Ctx(r, `b${h.toString(36).slice(0, 3)}`)
  const t = pick(r, blogThemes)
  const item = subject ? blogSubjectItems[subject] : pick(r, showcase)
  const body =
    key === 'market'
      ? blogMarket(ctx, t, item)
      : key === 'quality'
        ? blogQuality(ctx, t, subject)
        : key === 'export'
          ? blogExport(ctx, t)
          : key === 'sustain'
            ? blogSustain(ctx, t)
            : key === 'news'
              ? blogNews(ctx, t)
              : blogSpotlight(ctx, t, item)
  const label = [post.title?.trim() || post.category, subject ? `illustrated with ${subject}` : '']
    .filter(Boolean)
    .join(', ')
  return svgDoc(NW, NH, ctx, body, label)
}
