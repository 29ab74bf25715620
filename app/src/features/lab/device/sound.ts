// Sounds of the lab, synthesised with the Web Audio API (no sound files to download).

let context: AudioContext | undefined;

/**
 * The page's audio context, made or resumed: browsers let it play only when this runs in
 * answer to a tap or a key press. Undefined where there is no Web Audio.
 */
export function unlockAudio(): AudioContext | undefined {
  if (typeof window.AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** Whether sound can play now (the context exists and runs). */
export function audioReady(): boolean {
  return context !== undefined && context.state === 'running';
}

export interface Note {
  /** Hz. */
  frequency: number;
  ms: number;
}

/** Plays `notes` one after the other, each with a short fade so that it does not click. */
export function playNotes(notes: readonly Note[], type: OscillatorType = 'sine'): void {
  const audio = context;
  if (!audio) return;
  let at = audio.currentTime;
  for (const { frequency, ms } of notes) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    const seconds = ms / 1000;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + seconds);
    at += seconds;
  }
}

/** A short two-tone beep (shake detected). */
export const BEEP: readonly Note[] = [
  { frequency: 880, ms: 120 },
  { frequency: 1320, ms: 180 },
];

/** A rising fanfare (the easter egg). */
export const FANFARE: readonly Note[] = [
  { frequency: 523.25, ms: 140 },
  { frequency: 659.25, ms: 140 },
  { frequency: 783.99, ms: 140 },
  { frequency: 1046.5, ms: 420 },
];

/** A sparkle (the treasure box opens). */
export const SPARKLE: readonly Note[] = [
  { frequency: 1568, ms: 90 },
  { frequency: 2093, ms: 90 },
  { frequency: 2637, ms: 240 },
];
