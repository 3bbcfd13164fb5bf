// The framework's scripts start loading once the page has loaded and painted, not while it loads.
//
// Next.js writes its chunks (about 145 KB gzipped: React, its router, our islands) as
// `<script src async>` in the page's head, with `<link rel="preload" as="script">` hints. On a
// slow phone connection they share the bandwidth, and then the main thread, with what the buyer
// came to see: the web font the heading is set in, the product's picture. Every public page is
// readable and usable without them (links, the header's menus as #targets, forms that post), so
// they can wait: each of those tags becomes an inert placeholder, and one small inline script
// (LOADER, allowed by its hash) turns the placeholders back into the same async scripts after
// the window's load event and the next frame. The scripts run as before, in any order (Turbopack
// registers chunks in whatever order they arrive), with the same integrity checks.
//
// Only Next's own chunks under /_next/static are moved; the nomodule polyfill (never fetched by
// a browser that runs modules), JSON-LD and inline scripts stay where they are. The admin is not
// touched (its responses pass through ./html-policy.mjs unchanged).

/** The placeholder's type: not JavaScript, so the browser neither fetches nor runs it. */
export const PLACEHOLDER_TYPE = 'text/x-after-load'

/**
 * The parts of a page laid out only when the reader nears them (`render-later` in
 * src/app/globals.css): below the first screen they are skipped while the page loads.
 */
export const LATER = '.render-later,.prose-site>:nth-child(n+6)'

/**
 * Marks a data block (`<script type="application/json">`) holding one piece of the page's RSC
 * payload (see deferPayload): the browser neither runs it nor asks the policy for a hash.
 */
export const PAYLOAD_ATTRIBUTE = 'data-rsc'

/** Set on each such part when the loader shows it (globals.css then lays it out as usual). */
export const SHOWN = 'data-shown'

/** Set on <html> once every such part is laid out (see LOADER). */
export const LAID_OUT = 'data-laid-out'

/**
 * Turns the placeholders into scripts after load, one per task: starting a script's fetch costs
 * the main thread a few milliseconds, and ten of them at once made one task long enough to count
 * as blocking on a phone (bench/probe.mjs). It starts after load, once the first contentful
 * paint is on the screen (its paint-timing entry arrives when the frame is presented, which can
 * be 100 ms after the main thread drew it on a slow phone; a page that loads fast fires load
 * before its first paint), and one frame more, so that what load finished is painted first and
 * the scripts' requests never compete with it. Where paint timing is missing it waits one
 * frame; a second after load if no frame comes (a hidden tab); and at the latest four seconds
 * after the document was parsed (a picture or frame that never finishes must not keep the
 * page's islands dead). Written out as a browser runs it; its hash goes into the page's
 * script-src.
 *
 * Once those scripts have run (each one's load or error event, then a frame), it lays out the
 * parts skipped while loading (LATER), a few milliseconds' worth per frame (so that the painting
 * of what each step showed also stays small: many steps between two frames made one frame paint
 * them all, 50–80 ms here), in the page's order, and marks <html> with LAID_OUT: the page is
 * whole within a moment of loading, in small steps that never block a tap, not only as the
 * reader scrolls. (Checkers that look at the laid-out page, such as axe's contrast rule in
 * Lighthouse, then see real positions, not the placeholders' guesses.) Laid out while the
 * scripts were still arriving, the same steps shared the two cores with their download and
 * compiling, and one step in a few runs took 40–120 ms instead of 2–8 (bench/probe.mjs on /ar).
 * Should a script never answer, the parts are laid out five seconds after the last one was
 * asked for.
 */
export const LOADER =
  '(function(){var d=0,v=0;function g(){if(d)return;d=1;' +
  `var p=document.querySelectorAll("script[${PAYLOAD_ATTRIBUTE}]"),q=self.__next_f=self.__next_f||[],j=0;` +
  'for(;j<p.length;j++)q.push(JSON.parse(p[j].textContent));' +
  `var l=document.querySelectorAll('script[type="${PLACEHOLDER_TYPE}"]'),i=0,w=1;` +
  'function k(){--w||f(r)}' +
  '(function n(){var o=l[i++];if(!o)return setTimeout(r,5e3),k();' +
  'var s=document.createElement("script"),h=o.getAttribute("data-integrity");' +
  's.src=o.getAttribute("data-src");if(h)s.integrity=h;s.async=!0;w++;s.onload=s.onerror=k;' +
  'o.parentNode.replaceChild(s,o);setTimeout(n,0)})()}' +
  `function r(){if(v)return;v=1;var l=document.querySelectorAll(${JSON.stringify(LATER)}),i=0;` +
  `(function n(){var t=performance.now(),e;while((e=l[i++])){e.setAttribute("${SHOWN}","");` +
  'e.offsetHeight;if(performance.now()-t>4)return requestAnimationFrame(function(){setTimeout(n,0)})}' +
  `document.documentElement.setAttribute("${LAID_OUT}","")})()}` +
  'function f(x){requestAnimationFrame(function(){setTimeout(x,0)})}' +
  'addEventListener("load",function(){setTimeout(g,1e3);var P=window.PerformanceObserver;' +
  'if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return f(g);' +
  'new P(function(l,o){l.getEntries().some(function(e){return e.name=="first-contentful-paint"})' +
  '&&(o.disconnect(),f(g))}).observe({type:"paint",buffered:!0})});' +
  'document.addEventListener("DOMContentLoaded",function(){setTimeout(g,4e3)})})()'

const SCRIPT = /<script\b([^>]*)>\s*<\/script\s*>/gi
/** Next's RSC payload scripts: `(self.__next_f=self.__next_f||[]).push([0])` and `self.__next_f.push([1,"…"])`. */
const PAYLOAD =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*?)\)<\/script>/g
/** What Next pushes: an array of a number and at most one string, null or number (JSON). */
const PAYLOAD_ARGUMENT = /^\[\d+(?:,(?:"(?:[^"\\<]|\\.)*"|null|-?\d+))?\]$/
const PRELOAD = /<link\b([^>]*)\/?>/gi

/** The value of an attribute in a start tag's attribute text, or null (quoted values only). */
function attr(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}(?:=(?:"([^"]*)"|'([^']*)'))?(?=[\\s/]|$)`, 'i').exec(attrs)
  return m ? (m[1] ?? m[2] ?? '') : null
}

const isChunk = (src) => src !== null && /^\/_next\/static\/[^"'<>\s]+\.js$/.test(src)

/**
 * The page with Next's async chunk scripts turned into placeholders, their preload hints
 * removed and LOADER added before </body>. A page without such scripts comes back unchanged.
 * The text is the response's bytes read one per character (latin1), and is returned so.
 *
 * @param {string} html
 * @returns {string}
 */
export function deferChunks(html) {
  let moved = 0
  let out = html.replace(SCRIPT, (tag, attrs) => {
    const src = attr(attrs, 'src')
    if (!isChunk(src) || attr(attrs, 'async') === null || attr(attrs, 'nomodule') !== null)
      return tag
    const type = attr(attrs, 'type')
    if (type !== null && type !== '' && !/^(text|application)\/javascript$/i.test(type)) return tag
    moved++
    const integrity = attr(attrs, 'integrity')
    return (
      `<script type="${PLACEHOLDER_TYPE}" data-src="${src}"` +
      (integrity ? ` data-integrity="${integrity}"` : '') +
      '></script>'
    )
  })
  if (!moved) return html
  out = out.replace(PRELOAD, (tag, attrs) =>
    attr(attrs, 'rel')?.toLowerCase() === 'preload' &&
    attr(attrs, 'as')?.toLowerCase() === 'script' &&
    isChunk(attr(attrs, 'href'))
      ? ''
      : tag,
  )
  out = deferPayload(out)
  const loader = `<script>${LOADER}</script>`
  const end = out.lastIndexOf('</body>')
  return end === -1 ? out + loader : out.slice(0, end) + loader + out.slice(end)
}

/**
 * The page's RSC payload as data blocks (`<script type="application/json" data-rsc>`) that
 * LOADER hands to Next (`self.__next_f`) in the same order, just before the framework's
 * scripts, instead of scripts the browser runs where they stand.
 *
 * The payload is the whole page again, as React elements (about half of /ar's HTML). As inline
 * scripts, each piece stopped the HTML parser to be compiled and run before the first paint
 * (10–60 ms on this machine, four times that on Lighthouse's phone), for data nothing reads
 * until the framework's scripts start after load. As JSON it is only parsed, then. Next's
 * escaping (`<` as \u003c) keeps a block from ending early either way. Should any piece not
 * be the JSON Next writes, the page keeps its scripts as they are: the pieces' order matters.
 *
 * @param {string} html
 * @returns {string}
 */
export function deferPayload(html) {
  let json = true
  const out = html.replace(PAYLOAD, (_, argument) => {
    json &&= PAYLOAD_ARGUMENT.test(argument)
    return `<script type="application/json" ${PAYLOAD_ATTRIBUTE}>${argument}</script>`
  })
  return json ? out : html
}
