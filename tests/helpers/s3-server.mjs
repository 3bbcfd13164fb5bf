// A small S3-compatible server for tests: path-style requests (http://host/bucket/key) with
// PutObject, GetObject (with a byte range), HeadObject, DeleteObject and ListObjectsV2, in S3's
// wire format (XML errors and listings, ETag = MD5). Signed requests are checked like S3 does
// (AWS Signature Version 4 in the Authorization header, including the payload hash); a bad
// key or signature gets 403. Anonymous GET and HEAD are allowed only for `publicRead` buckets
// (a bucket behind a CDN). Objects live in memory.
import { createHash, createHmac } from 'node:crypto'
import http from 'node:http'

const xml = (body) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
const esc = (s) => String(s).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
const sha256 = (data) => createHash('sha256').update(data).digest('hex')
const hmac = (key, data) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const uriEncode = (s) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

function errorBody(code, message, resource) {
  return xml(
    `<Error><Code>${code}</Code><Message>${esc(message)}</Message><Resource>${esc(resource)}</Resource></Error>`,
  )
}

/** Decodes an aws-chunked body (streaming uploads): size;chunk-signature=…\r\ndata\r\n… */
function decodeChunked(buffer) {
  const parts = []
  let at = 0
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = parseInt(buffer.subarray(at, lineEnd).toString().split(';')[0], 16)
    if (!size) break
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/**
 * Checks a SigV4 Authorization header; returns an error code or null. The canonical request is
 * built from the raw path and query as sent, as S3 does.
 */
function checkSignature(req, rawUrl, body, credentials) {
  const auth = req.headers.authorization ?? ''
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    )
  if (!m) return 'AccessDenied'
  const [, keyId, day, region, signedHeaders, signature] = m
  if (keyId !== credentials.accessKeyId) return 'InvalidAccessKeyId'
  const amzDate = req.headers['x-amz-date']
  if (typeof amzDate !== 'string' || !amzDate.startsWith(day)) return 'AccessDenied'
  const payloadHash = req.headers['x-amz-content-sha256']
  if (typeof payloadHash !== 'string') return 'InvalidRequest'
  if (/^[0-9a-f]{64}$/.test(payloadHash) && sha256(body) !== payloadHash)
    return 'XAmzContentSHA256Mismatch'
  const [pathPart, query = ''] = rawUrl.split('?')
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k, v = ''] = pair.split('=')
      return [uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v))]
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const names = signedHeaders.split(';')
  const canonicalHeaders = names
    .map((n) => {
      const value = req.headers[n]
      const text = Array.isArray(value) ? value.join(',') : (value ?? '')
      return `${n}:${String(text).trim().replace(/\s+/g, ' ')}\n`
    })
    .join('')
  const canonicalRequest = [
    req.method,
    pathPart,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day)
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part)
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex')
  return expected === signature ? null : 'SignatureDoesNotMatch'
}

/**
 * @param {{ buckets: string[], accessKeyId?: string, secretAccessKey?: string, publicRead?: string[] }} options
 */
export async function startS3Server(options) {
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'test-access-key',
    secretAccessKey: options.secretAccessKey ?? 'test-secret-key-0123456789',
  }
  /** @type {Map<string, Map<string, { body: Buffer, type: string, etag: string, modified: Date }>>} */
  const buckets = new Map(options.buckets.map((b) => [b, new Map()]))
  const publicRead = new Set(options.publicRead ?? [])
  const log = []

  const server = http.createServer(async (req, res) => {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const raw = Buffer.concat(chunks)
    const rawUrl = req.url ?? '/'
    const [pathPart, query = ''] = rawUrl.split('?')
    const params = new URLSearchParams(query)
    const segments = pathPart.split('/').slice(1)
    const bucketName = decodeURIComponent(segments[0] ?? '')
    const key = segments.slice(1).map(decodeURIComponent).join('/')
    const send = (status, body = '', headers = {}) => {
      res.writeHead(status, headers)
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    const fail = (status, code, message) =>
      send(status, errorBody(code, message, pathPart), { 'content-type': 'application/xml' })

    const signed = Boolean(req.headers.authorization)
    const anonymousRead =
      !signed &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      publicRead.has(bucketName) &&
      key
    if (!anonymousRead) {
      const problem = checkSignature(req, rawUrl, raw, credentials)
      if (problem) return fail(403, problem, 'The request signature could not be verified.')
    }
    log.push({ method: req.method, bucket: bucketName, key, signed })
    const bucket = buckets.get(bucketName)
    if (!bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist')

    if (!key && req.method === 'GET') {
      // ListObjectsV2 (and V1: the same answer without the continuation fields).
      const prefix = params.get('prefix') ?? ''
      const max = Math.min(Number(params.get('max-keys') ?? 1000) || 1000, 1000)
      const after = params.get('continuation-token') ?? params.get('start-after') ?? ''
      const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort()
      const page = keys.slice(0, max)
      const truncated = keys.length > page.length
      const contents = page
        .map((k) => {
          const o = bucket.get(k)
          return `<Contents><Key>${esc(k)}</Key><LastModified>${o.modified.toISOString()}</LastModified><ETag>${esc(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
        })
        .join('')
      const next = truncated
        ? `<NextContinuationToken>${esc(page[page.length - 1])}</NextContinuationToken>`
        : ''
      return send(
        200,
        xml(
          `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${esc(bucketName)}</Name><Prefix>${esc(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
        ),
        { 'content-type': 'application/xml' },
      )
    }
    if (!key) return fail(405, 'MethodNotAllowed', 'The specified method is not allowed')

    if (req.method === 'PUT') {
      const encoding = String(req.headers['content-encoding'] ?? '')
      const streaming = String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
      const body = streaming || encoding.includes('aws-chunked') ? decodeChunked(raw) : raw
      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      bucket.set(key, {
        body,
        type: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        etag,
        modified: new Date(),
      })
      return send(200, '', { etag })
    }
    if (req.method === 'DELETE') {
      bucket.delete(key)
      return send(204)
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = bucket.get(key)
      if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.')
      const headers = {
        'content-type': object.type,
        etag: object.etag,
        'last-modified': object.modified.toUTCString(),
        'accept-ranges': 'bytes',
      }
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''))
      if (range && req.method === 'GET') {
        const size = object.body.length
        const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1])
        const end =
          range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1)
        if (start > end || start >= size)
          return fail(416, 'InvalidRange', 'The requested range is not satisfiable')
        const part = object.body.subarray(start, end + 1)
        return send(206, part, {
          ...headers,
          'content-length': part.length,
          'content-range': `bytes ${start}-${end}/${size}`,
        })
      }
      return send(200, object.body, { ...headers, 'content-length': object.body.length })
    }
    return fail(405, 'MethodNotAllowed', 'The specified method is not allowed')
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    /** Keys and bodies of one bucket's objects. */
    objects: (bucket) => new Map([...(buckets.get(bucket) ?? new Map())].map(([k, o]) => [k, o])),
    /** Every request that passed the signature check: method, bucket, key, signed. */
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve(undefined))
      }),
  }
}
