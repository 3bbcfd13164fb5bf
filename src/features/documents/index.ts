// Public entry of the documents feature (server side): links to the PDFs and their addresses.

export { DocumentLink } from './components/DocumentLink'
export { documentPath, fileFormat, formatFileSize } from './urls'
export {
  loadProformaSeller,
  renderProforma,
  type ProformaData,
  type ProformaSeller,
} from './proforma'
export { amountInWords, currencies, formatMoney, type Currency } from './money'
