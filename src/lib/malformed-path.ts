/**
 * Whether a request path holds a percent-escape that cannot be decoded ("%ff", a lone "%", an
 * encoded lone surrogate), also once decoded ("%25ff" becomes "%ff"), or an encoded control
 * character ("%00"). No page of the site has such a path; the framework answered the first kind
 * with a 500 (it decodes route parameters) and served some pages for the second.
 */
export function isMalformedPath(pathname: string): boolean {
  let path = pathname
  while (path.includes('%')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return true
    }
    if (decoded === path) break
    path = decoded
  }
  return /[\u0000-\u001f\u007f]/.test(path)
}
