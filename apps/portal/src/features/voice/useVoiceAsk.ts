import { VOICE_RECORDING_MS } from '@fbi/domain';
import { useCallback, useState } from 'react';
import { askByVoice } from './askByVoice.ts';

/**
 * The voice action of the profile menu (01 §1, §4 Voice flow): `ask()` records 5000 ms from the
 * microphone, sends it, and plays the spoken answer. `isRecording` is true meanwhile.
 */
export function useVoiceAsk(): { isRecording: boolean; ask: () => Promise<void> } {
  const [isRecording, setRecording] = useState(false);
  const ask = useCallback(async () => {
    setRecording(true);
    try {
      await askByVoice(VOICE_RECORDING_MS);
    } finally {
      setRecording(false);
    }
  }, []);
  return { isRecording, ask };
}
