import { VOICE_TEXT as T } from '@fbi/domain';
import { askQuestion } from './api.ts';

/**
 * Records `durationMs` of microphone audio with MediaRecorder (webm), sends it to
 * `POST /api/v1/ask` as the multipart field `file` and plays the audio answer (01 §7).
 * A non-OK answer, a denied microphone or an unplayable answer is only logged, as the spec says.
 */
export async function askByVoice(durationMs: number): Promise<void> {
  let audio: Blob;
  try {
    audio = await record(durationMs);
  } catch (error) {
    console.error(T.recordFailed, error);
    return;
  }
  const { answer, status } = await askQuestion(audio);
  if (!answer) {
    console.error(T.noAnswer, status);
    return;
  }
  const url = URL.createObjectURL(answer);
  const player = new Audio(url);
  player.addEventListener('ended', () => URL.revokeObjectURL(url), { once: true });
  try {
    await player.play();
  } catch (error) {
    console.error(T.playFailed, error);
  }
}

async function record(durationMs: number): Promise<Blob> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = MediaRecorder.isTypeSupported('audio/webm') ? 'audio/webm' : '';
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (e) => chunks.push(e.data));
  const stopped = new Promise<void>((resolve) =>
    recorder.addEventListener('stop', () => resolve(), { once: true }),
  );
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  recorder.stop();
  await stopped;
  for (const track of stream.getTracks()) track.stop();
  return new Blob(chunks, { type: 'audio/webm' });
}
