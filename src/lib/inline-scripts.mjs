// The pages' own inline scripts. Each is an exact text: the production server's script policy
// allows it by its hash (server/csp.mjs), as it does the framework's own, and refuses any other
// inline script. Plain JavaScript, so the server (Node, unbundled) and the pages share it.

/** Where this browser keeps the buyer's quote list (src/features/quote/store.ts). */
export const QUOTE_STORAGE_KEY = 'quote-list-v1'

/**
 * Written right after the quote page's placeholder and run as the page is read, long before the
 * framework's scripts: marks the placeholder (data-items) when the list has products, so it
 * takes the shape of what will replace it and nothing jumps (src/features/quote).
 */
export const QUOTE_PROBE =
  `try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(QUOTE_STORAGE_KEY)})||"[]");` +
  'if(l&&l.length)document.currentScript.previousElementSibling.setAttribute("data-items","")}' +
  'catch(e){}'

/** Every inline script the pages write themselves. */
export const SITE_SCRIPTS = new Set([QUOTE_PROBE])
