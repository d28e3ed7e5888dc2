/**
 * Vite plugin (build only): index.html sends the first calls of the screen at `location.pathname`
 * (src/shared/firstCalls.ts) before any script has loaded, so `/`'s news photo, its largest paint,
 * no longer waits for the shell's script and then the news call one after the other (issue 24:
 * 66 % of its LCP was that wait). The answers wait on `window` for the portal's first GET of each
 * path (src/shared/earlyAnswer.ts). Uncredentialed like the portal's own calls (the preconnect's
 * `crossorigin`), and only public calls are listed. In the demo build the API is the mock's
 * service worker, which index.html registers: the calls go once it controls the page (on a first
 * visit, as it activates), never to the network. Node.
 */
import type { Plugin } from 'vite';
import { EARLY_CALLS_KEY, FIRST_CALLS } from '../src/shared/firstCalls.ts';
import { SESSION_KEYS } from '../src/shared/sessionStorage.ts';
import { CURRENT_ROUTE_JS } from './currentRoute.ts';

/** The news call whose newest photo `/` shows first (01 §2 Home page; NewsCarousel). */
const [NEWS_CALL] = FIRST_CALLS['/'];

/**
 * JS of a function of the news answer and the base URL: preloads the photo the carousel shows
 * first, so it downloads beside the shell's script instead of after the carousel's first render.
 * The same choice as the portal's `newestNews` and `photoUrl` (inline scripts cannot import them;
 * earlyAnswer.test.ts checks both pick the same): the first item of the latest `createdAt`, an
 * unreadable date last; a root-relative photo on the API's origin, an absolute one as it is.
 */
const PRELOAD_NEWEST_PHOTO =
  'function(n,B){if(!Array.isArray(n))return;var b=null,t=-Infinity;n.forEach(function(i){' +
  'var d=Date.parse(i&&i.createdAt);if(isNaN(d))d=-Infinity;if(b===null||d>t){b=i;t=d}});' +
  "var p=b&&typeof b.photo==='string'?b.photo.trim():'';if(!p)return;" +
  "if(!/^(?:[a-z][a-z\\d+.-]*:|\\/\\/)/i.test(p)&&p.charAt(0)==='/')p=B+p;" +
  "var l=document.createElement('link');l.rel='preload';l.as='image';" +
  "l.setAttribute('fetchpriority','high');l.href=p;document.head.appendChild(l)}";

/**
 * The longest the demo's early calls wait for the mock's worker to control the page, ms; after it
 * they count as failed and the portal sends its own, which wait for the worker as all its calls do.
 */
export const WORKER_WAIT_MS = 10_000;

/**
 * JS of a function of a worker's script path: a promise that resolves once a service worker of
 * that script controls the page (at once when one does), and rejects without service workers or
 * after WORKER_WAIT_MS.
 */
const CONTROLLED_BY =
  'function(U){return new Promise(function(y,n){var S=navigator.serviceWorker;if(!S)return n();' +
  'function k(){var w=S.controller;return!!w&&w.scriptURL.slice(-U.length)===U}if(k())return y();' +
  "S.addEventListener('controllerchange',function(){if(k())y()});" +
  `setTimeout(n,${WORKER_WAIT_MS})})}`;

/** Where the early calls go: the API's base URL, and in the demo build the mock's worker. */
export interface EarlyCallsTarget {
  /** The API's base URL, no trailing slash ('' for the same origin). */
  baseUrl: string;
  /** The mock's worker script path (demo build): the calls wait until it controls the page. */
  worker?: string;
}

/**
 * The inline script: for the route at `location.pathname`, one fetch per path of `calls` on the
 * target's base URL, kept as a promise of the parsed JSON, or of null on any failure; once the
 * news answer is in, the newest news photo is preloaded. Only for a visitor: with a stored token
 * it asks nothing, as every call of a logged-in person carries the bearer token and `Audit-Nick`
 * (01 §7) and may bring a replacement token, which the portal's client handles (packages/api
 * session.ts); an unreadable localStorage counts as a visitor's.
 */
export function earlyCallsScript(
  { baseUrl, worker }: EarlyCallsTarget,
  calls: Readonly<Record<string, readonly string[]>>,
): string {
  const send = worker
    ? `C(${JSON.stringify(worker)}).then(function(){return fetch(B+p)})`
    : 'fetch(B+p)';
  return (
    `(function(B,T,N,P,C){var c=T[${CURRENT_ROUTE_JS}];if(!c)return;` +
    `try{if(localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)}))return}catch(e){}` +
    `var E=window[${JSON.stringify(EARLY_CALLS_KEY)}]={};c.forEach(function(p){` +
    `E[p]=${send}.then(function(r){return r.ok?r.json():null})` +
    `.catch(function(){return null});` +
    `if(p===N)E[p].then(function(n){P(n,B)})})})` +
    `(${JSON.stringify(baseUrl)},${JSON.stringify(calls)},${JSON.stringify(NEWS_CALL)},${PRELOAD_NEWEST_PHOTO},${CONTROLLED_BY})`
  );
}

/** The plugin for `target` (its base URL is VITE_API_BASE_URL; a trailing slash is dropped). */
export function earlyCallsPlugin(target: EarlyCallsTarget): Plugin {
  return {
    name: 'fbi-early-calls',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: earlyCallsScript(
          { ...target, baseUrl: target.baseUrl.replace(/\/+$/, '') },
          FIRST_CALLS,
        ),
        injectTo: 'head',
      },
    ],
  };
}
