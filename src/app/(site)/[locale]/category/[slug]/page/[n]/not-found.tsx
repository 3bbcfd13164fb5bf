// A page number past the last page: the site's own "page not found" (not "category not found").
export { default } from '../../../../not-found'
