// Writes server/public/bgmusic.mp3, the background music the `bgmusic` setting names: a
// ten-second loop (four bars at 96 beats a minute) synthesised here and encoded as mono MP3
// at 64 kbps with @breezystack/lamejs. `node scripts/media/generate-bgmusic.mjs`.
//
// The loop is seamless: each note that rings past the loop's end is mixed back in at its
// start, and an Info/LAME tag frame in front tells decoders the encoder's delay and padding,
// so a player that reads it (Chromium's, Firefox's, ffmpeg's) trims them and the loop has no
// gap. The tune is the same on every run (no randomness).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';

const RATE = 44_100;
const KBPS = 64;
const BPM = 96;
const BEATS = 16;
const BEAT = 60 / BPM;
const LENGTH = Math.round(BEATS * BEAT * RATE);
/** Samples in an MPEG-1 Layer III frame. */
const FRAME_SAMPLES = 1152;
/** LAME's encoder delay, as its tag records it (decoders add their own 529). */
const ENCODER_DELAY = 576;

const out = fileURLToPath(new URL('../../server/public/bgmusic.mp3', import.meta.url));

const mix = new Float64Array(LENGTH);
const frequency = (midi) => 440 * 2 ** ((midi - 69) / 12);

/**
 * Adds a note: partials with their levels, shaped by an attack and an exponential decay;
 * samples past the loop's end wrap round to its start.
 */
function note({ start, midi, length, level, partials, attack = 0.005, decay = 1.2 }) {
  const from = Math.round(start * BEAT * RATE);
  const count = Math.round((length * BEAT + 4 * decay) * RATE);
  const base = frequency(midi);
  const held = length * BEAT;
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    const rise = Math.min(1, t / attack);
    // Full level while held (slowly falling), then a faster release.
    const fall =
      t < held
        ? Math.exp(-t / (decay * 3))
        : Math.exp(-held / (decay * 3) - ((t - held) / decay) * 3);
    let value = 0;
    for (const [multiple, weight] of partials) {
      value += weight * Math.sin(2 * Math.PI * base * multiple * t);
    }
    mix[(from + i) % LENGTH] += level * rise * fall * value;
  }
}

// C major, pentatonic melody over I – vi – IV – V.
const chords = [
  [48, 55, 60, 64],
  [45, 52, 57, 60],
  [41, 48, 53, 57],
  [43, 50, 55, 59],
];
const pad = [
  [1, 1],
  [2, 0.25],
  [3, 0.08],
];
const bell = [
  [1, 1],
  [2, 0.35],
  [3, 0.12],
  [4.2, 0.05],
];
const pluck = [
  [1, 1],
  [2, 0.5],
  [3, 0.2],
];

chords.forEach((chord, bar) => {
  const start = bar * 4;
  // A soft pad holding the bar's chord.
  for (const midi of chord.slice(1)) {
    note({ start, midi, length: 4, level: 0.05, partials: pad, attack: 0.4, decay: 0.8 });
  }
  // The bass on beats one and three.
  note({ start, midi: chord[0] - 12, length: 1.6, level: 0.22, partials: pluck, decay: 0.5 });
  note({
    start: start + 2,
    midi: chord[0] - 12,
    length: 1.6,
    level: 0.16,
    partials: pluck,
    decay: 0.5,
  });
  // A rolling arpeggio in eighths.
  const order = [0, 1, 2, 3, 2, 1, 2, 3];
  order.forEach((index, step) => {
    note({
      start: start + step / 2,
      midi: chord[index] + 12,
      length: 0.4,
      level: step % 2 ? 0.05 : 0.07,
      partials: pluck,
      decay: 0.35,
    });
  });
});

// The melody: [beat, midi, beats held], notes of C D E G A.
const melody = [
  [0, 76, 1],
  [1, 79, 0.5],
  [1.5, 76, 0.5],
  [2, 74, 1.5],
  [3.5, 72, 0.5],
  [4, 76, 1],
  [5, 72, 0.5],
  [5.5, 69, 0.5],
  [6, 72, 2],
  [8, 69, 1],
  [9, 72, 0.5],
  [9.5, 74, 0.5],
  [10, 76, 1],
  [11, 79, 1],
  [12, 81, 0.5],
  [12.5, 79, 0.5],
  [13, 76, 1],
  [14, 74, 1.5],
  [15.5, 74, 0.5],
];
for (const [start, midi, length] of melody) {
  note({ start, midi, length, level: 0.13, partials: bell, attack: 0.01, decay: 0.6 });
}

// To 16-bit at a peak of -3 dBFS.
const peak = mix.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
const gain = (0.7 * 32767) / peak;
const pcm = Int16Array.from(mix, (value) => Math.round(value * gain));

const encoder = new Mp3Encoder(1, RATE, KBPS);
const chunks = [];
for (let i = 0; i < pcm.length; i += FRAME_SAMPLES) {
  chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + FRAME_SAMPLES)));
}
chunks.push(encoder.flush());
const audio = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));

/** The MPEG-1 Layer III frames of `bytes`: offset and length of each. */
function framesOf(bytes) {
  const bitrates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const rates = [44_100, 48_000, 32_000];
  const frames = [];
  let offset = 0;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff || (bytes[offset + 1] & 0xfe) !== 0xfa) {
      throw new Error(`No MPEG-1 Layer III frame at byte ${offset}`);
    }
    const bitrate = bitrates[bytes[offset + 2] >> 4] * 1000;
    const rate = rates[(bytes[offset + 2] >> 2) & 3];
    const padding = (bytes[offset + 2] >> 1) & 1;
    const length = Math.floor((144 * bitrate) / rate) + padding;
    frames.push({ offset, length });
    offset += length;
  }
  return frames;
}

/** CRC-16 (polynomial 0x8005, reflected), as the LAME tag uses. */
function crc16(bytes, crc = 0) {
  let value = crc;
  for (const byte of bytes) {
    value ^= byte;
    for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? (value >>> 1) ^ 0xa001 : value >>> 1;
  }
  return value & 0xffff;
}

/**
 * A silent frame carrying the Info (Xing, constant bit rate) and LAME tags: frame count,
 * byte count, seek table, and the encoder delay and padding to trim.
 */
function infoFrame(frames, bytes) {
  const first = bytes.subarray(frames[0].offset, frames[0].offset + 4);
  // The largest frame of this bit rate (padding bit set), so every tag field fits.
  const header = Buffer.from(first);
  header[2] |= 0x02;
  header[1] |= 0x01; // no CRC
  const length = Math.floor((144 * KBPS * 1000) / RATE) + 1;
  const frame = Buffer.alloc(length);
  header.copy(frame, 0);
  // Mono MPEG-1: 17 bytes of side information (all zero: an empty frame).
  let at = 4 + 17;
  const audioBytes = bytes.length;
  const totalBytes = audioBytes + length;
  at += frame.write('Info', at, 'latin1');
  frame.writeUInt32BE(0x0000000f, at); // frames, bytes, seek table and quality present
  frame.writeUInt32BE(frames.length, at + 4);
  frame.writeUInt32BE(totalBytes, at + 8);
  at += 12;
  for (let i = 0; i < 100; i += 1) frame[at + i] = Math.floor((i * 256) / 100);
  at += 100;
  frame.writeUInt32BE(50, at); // quality
  at += 4;
  const lameStart = at;
  at += frame.write('LAME3.100', at, 'latin1');
  frame[at] = 0x01; // tag revision 0, constant bit rate
  frame[at + 1] = 0; // lowpass unknown
  at += 2 + 8; // no replay gain
  frame[at] = 0; // encoding flags, ATH type
  frame[at + 1] = KBPS; // bit rate
  at += 2;
  const padding = frames.length * FRAME_SAMPLES - ENCODER_DELAY - LENGTH;
  if (padding < 0 || padding > 4095) throw new Error(`Padding ${padding} does not fit the tag`);
  frame[at] = ENCODER_DELAY >> 4;
  frame[at + 1] = ((ENCODER_DELAY & 0x0f) << 4) | (padding >> 8);
  frame[at + 2] = padding & 0xff;
  at += 3;
  frame[at] = 0; // misc
  frame[at + 1] = 0; // MP3 gain
  frame.writeUInt16BE(0, at + 2); // preset, surround
  frame.writeUInt32BE(totalBytes, at + 4); // music length
  frame.writeUInt16BE(crc16(bytes), at + 8); // music CRC
  at += 10;
  frame.writeUInt16BE(crc16(frame.subarray(0, at)), at); // tag CRC over the first 190 bytes
  if (at - lameStart !== 34 || at !== 4 + 17 + 120 + 34) throw new Error('LAME tag misplaced');
  return frame;
}

const frames = framesOf(audio);
const file = Buffer.concat([infoFrame(frames, audio), audio]);
writeFileSync(out, file);
console.log(
  `${out}: ${(LENGTH / RATE).toFixed(3)} s, ${frames.length} frames, ${(file.length / 1024).toFixed(1)} KB`,
);
