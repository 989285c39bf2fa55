/**
 * MediaRecorder writes WebM without a Duration: browsers then show no length and cannot seek
 * well. This writes one into the Segment's Info element, computed from the last block's
 * timestamp. Only the layout Chromium's recorder produces is handled (Segment of unknown size,
 * Info with a known size, Clusters of known or unknown size); anything else throws.
 */
const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

type Vint = { value: number; length: number; unknown: boolean };

/** An element id keeps its marker bits: 1 to 4 bytes. */
function readId(bytes: Uint8Array, at: number): Vint {
  const first = bytes[at];
  const length = first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : 4;
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + bytes[at + i];
  return { value, length, unknown: false };
}

/** A size drops its marker bit; all ones means "unknown". */
function readSize(bytes: Uint8Array, at: number): Vint {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length++;
  if (length > 8) throw new Error(`Bad EBML size at byte ${at}`);
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: allOnes };
}

function writeSize(value: number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] |= 0x80 >> (length - 1);
  return out;
}

function readUint(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + bytes[at + i];
  return value;
}

/** The end of the last block, in TimecodeScale units (ms for Chromium's recordings). */
function lastBlockTime(bytes: Uint8Array, from: number): number {
  let at = from;
  let clusterTime = 0;
  let last = 0;
  while (at < bytes.length) {
    const id = readId(bytes, at);
    const size = readSize(bytes, at + id.length);
    const body = at + id.length + size.length;
    if (id.value === ID.cluster || id.value === ID.blockGroup) {
      at = body; // step inside
      continue;
    }
    if (id.value === ID.clusterTimecode) clusterTime = readUint(bytes, body, size.value);
    if (id.value === ID.simpleBlock || id.value === ID.block) {
      const track = readSize(bytes, body);
      const raw = (bytes[body + track.length] << 8) | bytes[body + track.length + 1];
      const relative = raw >= 0x8000 ? raw - 0x10000 : raw;
      last = Math.max(last, clusterTime + relative);
    }
    if (size.unknown) throw new Error(`Unexpected element of unknown size at byte ${at}`);
    at = body + size.value;
  }
  return last;
}

/** `webm` with a Duration in its Info (the time of the last block plus one frame). */
export function withDuration(webm: Uint8Array, frameMs: number): Uint8Array {
  const header = readId(webm, 0);
  const headerSize = readSize(webm, header.length);
  const segmentAt = header.length + headerSize.length + headerSize.value;
  const segment = readId(webm, segmentAt);
  if (segment.value !== ID.segment) throw new Error("No Segment after the EBML header");
  const segmentSize = readSize(webm, segmentAt + segment.length);
  let at = segmentAt + segment.length + segmentSize.length;
  while (at < webm.length) {
    const id = readId(webm, at);
    const size = readSize(webm, at + id.length);
    const body = at + id.length + size.length;
    if (id.value === ID.info) {
      for (let child = body; child < body + size.value;) {
        const childId = readId(webm, child);
        if (childId.value === ID.duration) return webm; // already has one
        const childSize = readSize(webm, child + childId.length);
        child += childId.length + childSize.length + childSize.value;
      }
      const duration = new Uint8Array(11);
      duration.set([0x44, 0x89, 0x88]);
      new DataView(duration.buffer).setFloat64(3, lastBlockTime(webm, body + size.value) + frameMs);
      const newSize = size.value + duration.length;
      const sizeLength = newSize < 2 ** (7 * size.length) - 1 ? size.length : 8;
      const out = new Uint8Array(webm.length + duration.length + (sizeLength - size.length));
      let o = 0;
      const put = (part: Uint8Array) => {
        out.set(part, o);
        o += part.length;
      };
      put(webm.subarray(0, at + id.length));
      put(writeSize(newSize, sizeLength));
      put(webm.subarray(body, body + size.value));
      put(duration);
      put(webm.subarray(body + size.value));
      return out;
    }
    if (size.unknown) break;
    at = body + size.value;
  }
  throw new Error("No Info element in the Segment");
}
