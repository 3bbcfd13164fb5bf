// Every browser test imports `test` and `expect` from here: one place to extend them should a
// fixture be shared by all specs. Today they are Playwright's own.
export { expect, test } from '@playwright/test'
