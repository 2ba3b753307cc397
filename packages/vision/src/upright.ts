import type { RgbImage } from './locate';
import { type Box, centre, guarded, landmarksOf, ssdLikeBox, toTensor } from './nets';
import type { tf } from './runtime';
import { faceapi } from './runtime';
import { turn } from './turn';

type Marked = Awaited<ReturnType<typeof landmarksOf>>[number];

/** A face described by the nets, in the pixels of the picture it was found on. */
export interface Described {
  detection: { score: number; box: { x: number; y: number; width: number; height: number } };
  landmarks: { positions: { x: number; y: number }[] };
  descriptor: Float32Array;
  age: number;
  gender: string;
  genderProbability: number;
  /** Whether it was described on the picture turned upright (its landmarks mapped back to this one). */
  turned: boolean;
}

/**
 * Roll (degrees) under which a face is described as it is. face-api's alignment crops an upright
 * square, where dlib's (whose ResNet the descriptor is) turns the face upright by its eyes first: a
 * face rolled by 30° was 0.43–0.51 from its own upright picture (bench/edge/rolled.ts). Below this
 * much the turn's resampling costs more than it gives.
 */
export const MIN_ROLL = 5;

/** A face's roll (degrees, clockwise on screen) by its eyes' line (68 landmarks, iBUG order). */
export function rollOf(points: { x: number; y: number }[]): number {
  const [left, right] = [centre(points.slice(36, 42)), centre(points.slice(42, 48))];
  return (Math.atan2(right.y - left.y, right.x - left.x) * 180) / Math.PI;
}

/** Descriptor, age and gender of faces whose landmarks are known (face-api's dlib-like aligned crop). */
function describeMarked(input: tf.Tensor3D, marked: Marked[]) {
  return guarded(() => new faceapi.ComputeAllFaceDescriptorsTask(Promise.resolve(marked), input as never).withAgeAndGender().run());
}

/**
 * Landmarks, descriptor, age and gender of the faces in `boxes` (pixels of `image`, whose tensor is
 * `input`), each described upright: a face whose eyes' line is rolled by MIN_ROLL or more is
 * described on a crop around it turned back by its roll (the same for an enrolled photo and a video
 * frame, so that a tilted head matches a tilted enrolment and an upright one alike). Landmarks are
 * answered in the pixels of `image`; a turned face keeps the box it was given.
 */
export async function describeUpright(image: RgbImage, input: tf.Tensor3D, boxes: Box[]): Promise<Described[]> {
  if (boxes.length === 0) return [];
  const marked = await landmarksOf(input, boxes);
  const out: Described[] = [];
  // One face at a time: face-api drops a face whose crop falls outside the picture, so answers need
  // not line up with the faces asked for.
  for (const m of marked) {
    const roll = rollOf(m.landmarks.positions);
    const turned = Math.abs(roll) >= MIN_ROLL ? await describeTurned(image, m, roll) : undefined;
    const [f] = turned ? [] : await describeMarked(input, [m]);
    if (turned) out.push(turned);
    else if (f) out.push({ ...plain(f), turned: false });
  }
  return out;
}

const plain = (f: Awaited<ReturnType<typeof describeMarked>>[number]) => ({
  detection: { score: f.detection.score, box: f.detection.box },
  landmarks: { positions: f.landmarks.positions },
  descriptor: f.descriptor,
  age: f.age,
  gender: f.gender as string,
  genderProbability: f.genderProbability,
});

/** Side of the square cut around a rolled face before it is turned, in face boxes: room for the SSD-like box and the aligned crop once upright. */
const TURN_CROP = 2.5;

/**
 * One rolled face described upright: a square around it (grey past the picture's edge) turned by
 * −roll, its landmarks carried into the turned square, the SSD-like box drawn around them and the
 * landmarks found again there (the box the descriptor's calibration was measured with).
 */
async function describeTurned(image: RgbImage, m: Marked, roll: number): Promise<Described | undefined> {
  const b = m.detection.box;
  const c = centre(m.landmarks.positions);
  const side = Math.ceil(TURN_CROP * Math.max(b.width, b.height));
  const [x0, y0] = [Math.round(c.x - side / 2), Math.round(c.y - side / 2)];
  const square = Buffer.alloc(side * side * 3, 128);
  const [from, to] = [Math.max(0, x0), Math.min(image.width, x0 + side)];
  if (to > from)
    for (let r = Math.max(0, -y0); r < side && y0 + r < image.height; r++)
      image.data.copy(square, (r * side + (from - x0)) * 3, ((y0 + r) * image.width + from) * 3, ((y0 + r) * image.width + to) * 3);
  // Turned once: turning again by the roll the landmarks still show on the turned picture gained
  // nothing on the demo photos' faces and sent a looking-down face 23° further (bench/vision/rolled.ts).
  const turned = await turn({ data: square, width: side, height: side }, -roll);
  const { width: tw, height: th } = turned.image;
  const points = m.landmarks.positions.map((p) => turned.into({ x: p.x - x0, y: p.y - y0 }));
  const input = toTensor(turned.image.data, tw, th);
  try {
    const [again] = await landmarksOf(input, [ssdLikeBox(m.detection, points, tw, th).box]);
    // Landmarks placed off the turned picture (a face the landmark net misread): described as found.
    const [f] = again ? await describeMarked(input, [again]) : [];
    if (!f) return undefined;
    const back = (p: { x: number; y: number }) => {
      const q = turned.back(p);
      return { x: q.x + x0, y: q.y + y0 };
    };
    return { ...plain(f), detection: { score: m.detection.score, box: b }, landmarks: { positions: f.landmarks.positions.map(back) }, turned: true };
  } finally {
    input.dispose();
  }
}
