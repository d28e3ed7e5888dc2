/** A free TCP port on 127.0.0.1, picked by the OS (used by the e2e run and the Lighthouse script). */
import { createServer } from 'node:net';

/**
 * Asks the OS for a free port by listening on port 0 and closing again.
 * Returns the port number; rejects when the loopback interface refuses to listen.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}
