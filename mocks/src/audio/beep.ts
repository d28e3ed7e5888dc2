/**
 * A short spoken-answer stand-in for POST /ask (01 §1 voice action): a WAV of two beeps made in
 * code, so no audio file ships with the mock.
 */

/** 16-bit mono PCM WAV of the given tones, each `toneMs` long with `gapMs` of silence after. */
export function beepWav(
  tones: readonly number[] = [660, 880],
  toneMs = 180,
  gapMs = 70,
): Uint8Array {
  const rate = 8000;
  const toneSamples = Math.round((rate * toneMs) / 1000);
  const gapSamples = Math.round((rate * gapMs) / 1000);
  const samples = tones.length * (toneSamples + gapSamples);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const ascii = (offset: number, s: string) => {
    for (let i = 0; i < s.length; i += 1) view.setUint8(offset + i, s.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  let offset = 44;
  for (const frequency of tones) {
    for (let i = 0; i < toneSamples; i += 1) {
      // A short fade in and out avoids clicks at the tone edges.
      const edge = Math.min(1, i / 80, (toneSamples - i) / 80);
      const value = Math.sin((2 * Math.PI * frequency * i) / rate) * 0.4 * edge;
      view.setInt16(offset, Math.round(value * 32767), true);
      offset += 2;
    }
    offset += gapSamples * 2; // silence: the buffer is zero-filled
  }
  return new Uint8Array(buffer);
}
