/** What the contract calls share: logged-in clients by demo account, the store, finders. */
import type { Store } from '../../store/store.ts';
import { client, login, type ApiClient } from '../harness.ts';

/** The outcome of one call: the raw response and the parsed body. */
export interface Outcome {
  response: Response;
  data?: unknown;
  error?: unknown;
}

/** Tools of a call. */
export interface Tools {
  store: Store;
  anon: ApiClient;
  /** A client logged in as the demo account (cached per run). */
  as(username: string): Promise<ApiClient>;
  /** A bearer token of the demo account. */
  token(username: string): Promise<string>;
}

/** Tools over a store; logins are cached so each account logs in once. */
export function createTools(store: Store): Tools {
  const tokens = new Map<string, Promise<string>>();
  const token = (username: string) => {
    let t = tokens.get(username);
    if (!t) {
      t = login(username).then((s) => s.token);
      tokens.set(username, t);
    }
    return t;
  };
  return {
    store,
    anon: client(),
    token,
    as: async (username) => client(await token(username)),
  };
}

/** The first element matching, or a test failure naming what the seed lacks. */
export function first<T>(list: readonly T[], match: (item: T) => boolean, what: string): T {
  const found = list.find(match);
  if (!found) throw new Error(`the store has no ${what}`);
  return found;
}

/** A multipart body with one `file` field, for openapi-fetch's bodySerializer. */
export function fileForm(bytes: Uint8Array<ArrayBuffer>, type: string, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

/** The nick of a demo account's member. */
export function nickOf(store: Store, username: string): string {
  const account = first(store.data.accounts, (a) => a.username === username, `account ${username}`);
  return first(store.data.members, (m) => m.id === account.memberId, `member of ${username}`).nick;
}
