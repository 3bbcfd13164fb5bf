// The flags every headless Chromium of the project runs with (the browser tests and the bench):
// no sandbox or GPU here, nothing fetched in the background, and every outside host failing at
// once instead of waiting on a network this machine does not have.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]
