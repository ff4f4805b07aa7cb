// A minimal WebM (Matroska/EBML) remuxer for one video track, enough for two jobs:
//  - give a MediaRecorder recording what MediaRecorder leaves out (a Duration and Cues, without
//    which a player cannot seek and shows no length), and
//  - loop a short clip into a longer, larger seekable video (the end-to-end seek test needs a
//    file of several megabytes, and we do not commit one).
// It copies the encoded frames untouched: no decoder, no encoder, no dependency.
//   indexWebm(bytes)          → the same clip, with Duration and Cues
//   loopWebm(bytes, times)    → the clip played `times` times in a row, with Duration and Cues

const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  ReferenceBlock: 0xfb,
  Void: 0xec,
};
// Top-level children of a Segment: an unknown-sized Cluster ends where one of these begins.
const LEVEL1 = new Set([ID.SeekHead, ID.Info, ID.Tracks, ID.Cues, ID.Cluster, 0x1043a770, 0x1254c367, 0x1941a469]);

function readId(buf, pos) {
  const first = buf[pos];
  let length = 1;
  for (let mask = 0x80; !(first & mask) && length <= 4; mask >>= 1) length++;
  if (length > 4) throw new Error(`webm: bad element id at ${pos}`);
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + buf[pos + i];
  return { id, length };
}

function readSize(buf, pos) {
  const first = buf[pos];
  let length = 1;
  let mask = 0x80;
  while (!(first & mask) && length <= 8) {
    mask >>= 1;
    length++;
  }
  if (length > 8) throw new Error(`webm: bad size at ${pos}`);
  let value = first & (mask - 1);
  let allOnes = value === mask - 1;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { size: allOnes ? null : value, length };
}

/** The children of [start, end): { id, start (of the element), dataStart, dataEnd }. */
function children(buf, start, end, { unknownSizeEndsAt } = {}) {
  const out = [];
  let pos = start;
  while (pos < end) {
    const { id, length } = readId(buf, pos);
    const { size, length: sizeLength } = readSize(buf, pos + length);
    const dataStart = pos + length + sizeLength;
    let dataEnd;
    if (size !== null) dataEnd = dataStart + size;
    else dataEnd = unknownSizeEndsAt ? unknownSizeEndsAt(dataStart, end) : end;
    out.push({ id, start: pos, dataStart, dataEnd: Math.min(dataEnd, end) });
    pos = dataEnd;
  }
  return out;
}

const readUint = (buf, s, e) => {
  let v = 0;
  for (let i = s; i < e; i++) v = v * 256 + buf[i];
  return v;
};

/** Where an unknown-sized Cluster ends: at the next level-1 element (scanning its children). */
function clusterEnd(buf) {
  return (dataStart, end) => {
    let pos = dataStart;
    while (pos < end) {
      const { id, length } = readId(buf, pos);
      if (LEVEL1.has(id)) return pos;
      const { size, length: sizeLength } = readSize(buf, pos + length);
      if (size === null) throw new Error("webm: unknown-sized element inside a cluster");
      pos += length + sizeLength + size;
    }
    return end;
  };
}

/** A block's payload: track number (vint), int16 relative time, flags, frame data. */
function parseBlock(buf, s, e) {
  const track = readSize(buf, s);
  const headerEnd = s + track.length;
  return {
    track: track.size,
    relative: buf.readInt16BE(headerEnd),
    flags: buf[headerEnd + 2],
    data: buf.subarray(headerEnd + 3, e),
  };
}

/** The parts of a one-track WebM: headers to copy, and every frame with its absolute time. */
export function parseWebm(input) {
  const buf = Buffer.from(input);
  const top = children(buf, 0, buf.length);
  const ebml = top.find((c) => c.id === ID.EBML);
  const segment = top.find((c) => c.id === ID.Segment);
  if (!ebml || !segment) throw new Error("webm: not a WebM file");
  const level1 = children(buf, segment.dataStart, segment.dataEnd, { unknownSizeEndsAt: clusterEnd(buf) });
  const info = level1.find((c) => c.id === ID.Info);
  const tracks = level1.find((c) => c.id === ID.Tracks);
  if (!info || !tracks) throw new Error("webm: no Info or Tracks");
  const infoChildren = children(buf, info.dataStart, info.dataEnd).filter((c) => c.id !== ID.Duration && c.id !== ID.Void);
  const scale = infoChildren.find((c) => c.id === ID.TimecodeScale);
  const frames = [];
  for (const cluster of level1.filter((c) => c.id === ID.Cluster)) {
    let clusterTime = 0;
    for (const el of children(buf, cluster.dataStart, cluster.dataEnd)) {
      if (el.id === ID.Timecode) clusterTime = readUint(buf, el.dataStart, el.dataEnd);
      else if (el.id === ID.SimpleBlock) {
        const b = parseBlock(buf, el.dataStart, el.dataEnd);
        frames.push({ track: b.track, time: clusterTime + b.relative, key: (b.flags & 0x80) !== 0, data: b.data });
      } else if (el.id === ID.BlockGroup) {
        const parts = children(buf, el.dataStart, el.dataEnd);
        const block = parts.find((p) => p.id === ID.Block);
        if (!block) continue;
        const b = parseBlock(buf, block.dataStart, block.dataEnd);
        // In a BlockGroup, a frame without a ReferenceBlock depends on no other: a keyframe.
        frames.push({ track: b.track, time: clusterTime + b.relative, key: !parts.some((p) => p.id === ID.ReferenceBlock), data: b.data });
      }
    }
  }
  if (frames.length === 0) throw new Error("webm: no frames");
  if (new Set(frames.map((f) => f.track)).size !== 1) throw new Error("webm: only one-track files are supported");
  frames.sort((a, b) => a.time - b.time);
  return {
    ebmlHeader: buf.subarray(ebml.start, ebml.dataEnd),
    infoChildren: infoChildren.map((c) => buf.subarray(c.start, c.dataEnd)),
    timecodeScale: scale ? readUint(buf, scale.dataStart, scale.dataEnd) : 1_000_000,
    tracks: buf.subarray(tracks.start, tracks.dataEnd),
    frames,
  };
}

// --- writing ---------------------------------------------------------------------------------

function idBytes(id) {
  const bytes = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from(bytes);
}

/** An EBML size as an 8-byte vint (any size up to 2^56 - 2; fixed width keeps offsets predictable). */
function sizeBytes(size) {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  let v = size;
  for (let i = 7; i >= 1; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return out;
}

const element = (id, ...data) => {
  const body = Buffer.concat(data);
  return Buffer.concat([idBytes(id), sizeBytes(body.length), body]);
};

/** An unsigned integer element, 8 bytes wide (so its length never depends on its value). */
const uintElement = (id, value) => {
  const body = Buffer.alloc(8);
  body.writeBigUInt64BE(BigInt(value));
  return element(id, body);
};

const floatElement = (id, value) => {
  const body = Buffer.alloc(8);
  body.writeDoubleBE(value);
  return element(id, body);
};

function simpleBlock(frame, relative) {
  const header = Buffer.alloc(4);
  header[0] = 0x80 | frame.track; // a one-byte vint: tracks 1-126
  header.writeInt16BE(relative, 1);
  header[3] = frame.key ? 0x80 : 0x00;
  return element(ID.SimpleBlock, header, frame.data);
}

/** Groups frames into clusters: a new one at each keyframe, and before the int16 offset overflows. */
function clusters(frames) {
  const out = [];
  let current = null;
  for (const f of frames) {
    if (!current || f.key || f.time - current.time > 30_000) {
      current = { time: f.time, frames: [] };
      out.push(current);
    }
    current.frames.push(f);
  }
  return out.map((c) => ({
    time: c.time,
    bytes: element(ID.Cluster, uintElement(ID.Timecode, c.time), ...c.frames.map((f) => simpleBlock(f, f.time - c.time))),
  }));
}

/** Writes a WebM with SeekHead, Info (with Duration), Tracks, Cues before the clusters. */
export function writeWebm({ ebmlHeader, infoChildren, tracks, frames, duration }) {
  const track = frames[0].track;
  const clustered = clusters(frames);
  const info = element(ID.Info, ...infoChildren, floatElement(ID.Duration, duration));
  const cuesFor = (positions) =>
    element(
      ID.Cues,
      ...clustered.map((c, i) =>
        element(
          ID.CuePoint,
          uintElement(ID.CueTime, c.time),
          element(ID.CueTrackPositions, uintElement(ID.CueTrack, track), uintElement(ID.CueClusterPosition, positions[i])),
        ),
      ),
    );
  const seekHeadFor = (offsets) =>
    element(ID.SeekHead, ...offsets.map(([id, pos]) => element(ID.Seek, element(ID.SeekID, idBytes(id)), uintElement(ID.SeekPosition, pos))));
  // Every number is fixed-width, so sizes are known before the offsets are: measure, then fill in.
  const seekHeadSize = seekHeadFor([
    [ID.Info, 0],
    [ID.Tracks, 0],
    [ID.Cues, 0],
  ]).length;
  const cuesSize = cuesFor(clustered.map(() => 0)).length;
  const infoAt = seekHeadSize;
  const tracksAt = infoAt + info.length;
  const cuesAt = tracksAt + tracks.length;
  let pos = cuesAt + cuesSize;
  const positions = clustered.map((c) => {
    const at = pos;
    pos += c.bytes.length;
    return at;
  });
  const segmentBody = [
    seekHeadFor([
      [ID.Info, infoAt],
      [ID.Tracks, tracksAt],
      [ID.Cues, cuesAt],
    ]),
    info,
    tracks,
    cuesFor(positions),
    ...clustered.map((c) => c.bytes),
  ];
  return Buffer.concat([ebmlHeader, element(ID.Segment, ...segmentBody)]);
}

/** The clip's length in timecode units: the last frame's time plus one average frame interval. */
function clipDuration(frames) {
  const first = frames[0].time;
  const last = frames[frames.length - 1].time;
  const interval = frames.length > 1 ? (last - first) / (frames.length - 1) : 40;
  return Math.round(last - first + interval);
}

/** The clip played `times` times in a row (each repetition must start on a keyframe). */
export function loopWebm(input, times = 1) {
  const parsed = parseWebm(input);
  const start = parsed.frames[0].time;
  if (!parsed.frames[0].key) throw new Error("webm: the clip does not start with a keyframe");
  const length = clipDuration(parsed.frames);
  const frames = [];
  for (let k = 0; k < times; k++) {
    for (const f of parsed.frames) frames.push({ ...f, time: f.time - start + k * length });
  }
  return writeWebm({ ...parsed, frames, duration: length * times });
}

/** The clip with the Duration and Cues that make it seekable. */
export const indexWebm = (input) => loopWebm(input, 1);

/** Duration (seconds) and cue count of a WebM this module wrote, for checks. */
export function describeWebm(input) {
  const parsed = parseWebm(input);
  const buf = Buffer.from(input);
  const segment = children(buf, 0, buf.length).find((c) => c.id === ID.Segment);
  const level1 = children(buf, segment.dataStart, segment.dataEnd, { unknownSizeEndsAt: clusterEnd(buf) });
  const info = level1.find((c) => c.id === ID.Info);
  const durationEl = children(buf, info.dataStart, info.dataEnd).find((c) => c.id === ID.Duration);
  const cues = level1.find((c) => c.id === ID.Cues);
  const scaleSeconds = parsed.timecodeScale / 1e9;
  return {
    durationSeconds: durationEl ? buf.readDoubleBE(durationEl.dataStart) * scaleSeconds : null,
    cuePoints: cues ? children(buf, cues.dataStart, cues.dataEnd).length : 0,
    frames: parsed.frames.length,
    keyframes: parsed.frames.filter((f) => f.key).length,
  };
}
