/** Builds the portal in the real-server mode (README "Builds that get deployed"). */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The build's output, the default outDir that scripts/check-size.mjs reads too. */
export const DIST_DIR = fileURLToPath(new URL('../../apps/portal/dist', import.meta.url));

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs `npm run build` with VITE_API_BASE_URL=`apiBaseUrl` into apps/portal/dist, output
 * passed through. Resolves when it succeeds; rejects with the exit code otherwise.
 */
export function buildPortal(apiBaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent'], {
      cwd: repoRoot,
      env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}
