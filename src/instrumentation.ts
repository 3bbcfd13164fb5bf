/** Runs once when a server starts: check the environment, migrate, seed (Node.js runtime only). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./server-start')
    await startServer()
  }
}
