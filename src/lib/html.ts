// The app's door to the hand-written HTML module (shared with the production server).
export { escapeHtml, htmlDocument } from './html-document.mjs'
