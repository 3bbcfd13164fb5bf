import fs from 'node:fs'
import coreWebVitals from 'eslint-config-next/core-web-vitals'
import typescript from 'eslint-config-next/typescript'

/*
 * Walls between the parts of src/ (docs/decisions/012-walls.md), checked by
 * import/no-restricted-paths on the resolved file of every import:
 *
 * 1. A feature (src/features/<name>) uses another feature only through its public entries:
 *    `index.ts` for server code and `client.ts` for client components (a client component must
 *    not pull server-only modules in through a shared barrel). Everything else in a feature is
 *    its own business.
 * 2. src/lib/ and src/components/ are the shared ground under the features: they never import a
 *    feature (a hook that must reach one takes a callback, as lib/hooks.ts's onContentChange).
 * 3. src/seed/ imports what it seeds, never the reverse: nothing outside it imports it but the
 *    seeding entry point (src/server-start.ts's bootstrap), scripts and tests.
 *
 * Tests (*.test.ts, tests/) may cross the walls: they check the whole, with seed data as fixtures.
 */
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const publicEntries = features.flatMap((name) => [`./${name}/index.ts`, `./${name}/client.ts`])

const outsideSeed = [
  ...fs
    .readdirSync('src')
    .filter((name) => !['seed', 'app', 'server-start.ts'].includes(name))
    .map((name) => `./src/${name}`),
  ...fs.readdirSync('src/app').map((name) => `./src/app/${name}`),
]

const walls = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...publicEntries],
    message: `Another feature is reached through its public entry (src/features/<name>/index.ts or client.ts).`,
  })),
  {
    target: ['./src/lib', './src/components'],
    from: './src/features',
    message: 'lib/ and components/ are shared by the features and never import one.',
  },
  {
    target: outsideSeed,
    from: './src/seed',
    message: 'Only the seeding entry points, scripts and tests import src/seed.',
  },
]

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'test-results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    ignores: ['**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: walls }] },
  },
]

export default config
