/**
 * Starts and stops `npm run mock-server` (mocks/src/server/http.ts) as a direct child of this
 * Node, not through npm, so stopping it leaves no orphaned process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../mocks/src/server/http.ts', import.meta.url));

/** A running mock server: its base URL (no trailing slash) and how to stop it. */
export interface MockServer {
  url: string;
  stop(): Promise<void>;
}

export interface MockServerOptions {
  port: number;
  /** Access-token lifetime in seconds (MOCK_TOKEN_TTL); the mock's default when omitted. */
  tokenTtlSeconds?: number;
}

/**
 * Spawns the mock on 127.0.0.1:`port` and resolves once it prints that it listens.
 * Rejects when the process exits first or does not listen within 20 s.
 */
export function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MOCK_PORT: String(options.port),
    MOCK_HOST: '127.0.0.1',
  };
  if (options.tokenTtlSeconds !== undefined) env.MOCK_TOKEN_TTL = String(options.tokenTtlSeconds);
  const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Even when this process dies of an uncaught error, the mock goes with it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const url = `http://127.0.0.1:${options.port}`;
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('mock server did not start in 20 s')), 20_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${error.message}\n${output}`));
    };
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mock API on')) {
        clearTimeout(timer);
        resolve({ url, stop: () => stopChild(child) });
      }
    });
    child.once('exit', (code) => fail(new Error(`mock server exited with ${code}`)));
  });
}

/** Sends SIGTERM and resolves when the child has exited (SIGKILL after 5 s). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
