/** The voice feature's call (01 §7 `POST /api/v1/ask`). */
import { api } from '../../shared/api.ts';
import { multipartBody } from '../../shared/multipart.ts';

/**
 * Sends a recorded question as the multipart field `file` (`question.webm`).
 * @returns the spoken answer, or null with the HTTP status when the server did not give one
 *   (the voice flow only logs that, 01 §4).
 */
export async function askQuestion(audio: Blob): Promise<{ answer: Blob | null; status: number }> {
  const { data, response } = await api.POST('/api/v1/ask', {
    ...multipartBody(audio, 'file', 'question.webm'),
    parseAs: 'blob',
  });
  return { answer: response.ok && data ? data : null, status: response.status };
}
