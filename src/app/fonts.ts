import localFont from 'next/font/local'

/**
 * Inter's Latin file (see fonts/README.md), preloaded by every page. `optional`: a late font is
 * not swapped in, so text never moves (layout shift); no metric-matched fallback face, whose
 * `local()` source would also cover the Cyrillic and Latin Extended characters meant for the
 * faces in globals.css.
 */
export const interLatin = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: true,
  adjustFontFallback: false,
  variable: '--font-inter-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})
