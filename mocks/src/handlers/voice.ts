/** POST /ask: the voice action of the profile menu (01 §1, §4 Voice flow, §7). */
import type { HttpHandler } from 'msw';
import { beepWav } from '../audio/beep.ts';
import { requireStaff } from '../auth/access.ts';
import { readFileField } from '../http/upload.ts';
import { binary } from '../http/responses.ts';
import { route } from '../http/route.ts';
import type { Store } from '../store/store.ts';

/** Handler of /api/v1/ask: accepts the recording and answers a short generated WAV. */
export function voiceHandlers(store: Store): HttpHandler[] {
  const answer = beepWav();
  return [
    route(store, 'post', '/api/v1/ask', async ({ caller, request }) => {
      requireStaff(caller);
      await readFileField(request);
      return binary(answer, 'audio/wav');
    }),
  ];
}
