/** Builds the portal in the real-server or the demo mode (README "Builds that get deployed"). */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The build's output, the default outDir that scripts/check-size.mjs reads too. */
export const DIST_DIR = fileURLToPath(new URL('../../apps/portal/dist', import.meta.url));

/** Where the end-to-end walk builds the demo mode. */
export const DEMO_DIST_DIR = fileURLToPath(new URL('../../apps/portal/dist-demo', import.meta.url));

const portalDir = fileURLToPath(new URL('../../apps/portal', import.meta.url));

/**
 * Runs `npm run build` with VITE_API_BASE_URL=`apiBaseUrl` into `outDir` (an absolute path,
 * apps/portal/dist by default), output passed through. Resolves when it succeeds; rejects with
 * the exit code otherwise.
 */
export function buildPortal(apiBaseUrl: string, outDir: string = DIST_DIR): Promise<void> {
  return runBuild('build', { ...process.env, VITE_API_BASE_URL: apiBaseUrl }, outDir);
}

/**
 * Runs `npm run build:demo` (the in-browser mock, no VITE_API_BASE_URL) into `outDir`, an
 * absolute path. Resolves when it succeeds; rejects with the exit code otherwise.
 */
export function buildDemoPortal(outDir: string): Promise<void> {
  const env = { ...process.env };
  delete env.VITE_API_BASE_URL;
  return runBuild('build:demo', env, outDir);
}

/** Runs apps/portal's npm `script` with `env`, vite writing to `outDir`. */
function runBuild(script: string, env: NodeJS.ProcessEnv, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      ['run', script, '--silent', '--', '--outDir', outDir, '--emptyOutDir'],
      { cwd: portalDir, env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${script} exited with ${code}`)),
    );
  });
}
