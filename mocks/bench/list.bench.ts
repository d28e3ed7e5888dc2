/**
 * Benchmark (issue 3): filter + page over 10,000 records through the real handlers, without a
 * network. Goal: ≤ 20 ms per call. Not a timed test — run it by hand:
 *
 *   node --experimental-strip-types mocks/bench/list.bench.ts
 */
import { getResponse } from 'msw';
import { createHandlers } from '../src/handlers/index.ts';
import { createStore } from '../src/store/store.ts';

const ROWS = 10_000;
const RUNS = 50;

const seeded = performance.now();
const store = createStore({ scale: ROWS });
console.log(`seeded ${ROWS} rows per list in ${Math.round(performance.now() - seeded)} ms`);
const handlers = createHandlers(store);

const login = await getResponse(
  handlers,
  new Request('http://bench/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'director', password: 'password' }),
  }),
);
const { token } = (await login?.json()) as { token: string };

const CASES: [name: string, path: string][] = [
  [
    'acts: faction + author + dates, page 3',
    '/api/v1/act/all?faction=LSPD&authorReq=a&dateFrom=2026-01-01&dateTo=2026-12-31&page=3&size=10',
  ],
  ['acts: no filter, last page', `/api/v1/act/all?page=${ROWS / 10 - 1}&size=10`],
  [
    'punishments: type + nick, page 0',
    '/api/v1/punishment/all?type=%D0%92%D1%8B%D0%B3%D0%BE%D0%B2%D0%BE%D1%80&nick=an&page=0&size=10',
  ],
  [
    'laboratory: approver + nick, page 1',
    '/api/v1/laboratory/all?approver=a&nick=o&page=1&size=10',
  ],
  ['suspects: author + nick, page 2', '/api/v1/suspect/all?author=e&nick=a&page=2&size=10'],
];

for (const [name, path] of CASES) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const response = await getResponse(
      handlers,
      new Request(`http://bench${path}`, { headers: { authorization: `Bearer ${token}` } }),
    );
    const body = (await response?.json()) as { totalItems: number };
    times.push(performance.now() - start);
    total = body.totalItems;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  const p95 = times[Math.floor(RUNS * 0.95)] ?? 0;
  console.log(
    `${name.padEnd(42)} median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${total} matches)`,
  );
}
