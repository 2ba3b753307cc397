import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { HUMAN_MODEL_DIR, tf } from './runtime';

/** CenterNet (MobileNetV3, COCO) as shipped in @vladmandic/human's npm package. */
let model: GraphModel | undefined;
let inputSize = 512;
/** The model's graph and weights as read, for variants at other input sizes. */
let source: { json: tf.io.ModelJSON; weights: ArrayBuffer } | undefined;
/** Models at other input sizes, most recently used last; at most MAX_VARIANTS (4 MB of weights each) are kept. */
const variants = new Map<string, Promise<GraphModel>>();
const MAX_VARIANTS = 12;

/** Reads a tfjs graph model's JSON and its weight files from a local folder. */
async function readGraph(dir: string, name: string): Promise<{ json: tf.io.ModelJSON; weights: ArrayBuffer }> {
  const json = JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as tf.io.ModelJSON;
  const files = await Promise.all(json.weightsManifest.flatMap((group) => group.paths).map((p) => readFile(join(dir, p))));
  const bytes = Buffer.concat(files);
  return { json, weights: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
}

async function build(json: tf.io.ModelJSON, weights: ArrayBuffer): Promise<GraphModel> {
  const artifacts = await tf.io.getModelArtifactsForJSON(json, async (manifest) => [manifest.flatMap((group) => group.weights), weights]);
  return loadGraphModel(tf.io.fromMemory(artifacts));
}

export async function loadObjectModel(): Promise<void> {
  source = await readGraph(HUMAN_MODEL_DIR, 'centernet');
  model = await build(source.json, source.weights);
  const dims = model.inputs[0]?.shape;
  if (dims?.[1]) inputSize = dims[1];
}

export function objectModel(): { model: GraphModel; inputSize: number } {
  if (!model) throw new Error('Object model not loaded: call loadVision() first');
  return { model, inputSize };
}

const BYTES: Record<string, number> = { float16: 2, uint8: 1, uint16: 2, float32: 4, int32: 4, bool: 1 };

/**
 * The shape constants frozen into the graph for its 512×512 input: the head's three upsampling
 * targets (1/16, 1/8, 1/4 of the input) and the decoder's output grid (width 1/4, cells 1/16²).
 * Everything else is convolutional, so the same weights run at any size that is a multiple of 32.
 */
function shapeConstants(height: number, width: number): Map<string, number[]> {
  return new Map([
    ['tower_0/CenternetHead/c5_upsample/up_sampling2d/mul', [height / 16, width / 16]],
    ['tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul', [height / 8, width / 8]],
    ['tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul', [height / 4, width / 4]],
    ['tower_0/BatchGather/concat', [(height / 4) * (width / 4), 4]],
    ['tower_0/strided_slice_6', [width / 4]],
  ]);
}

/**
 * CenterNet at another input size (height and width multiples of 32): the same weights with the
 * shape constants of that size. The detector's cost grows with the input's area, so a small
 * region is searched at a small input rather than stretched to 512×512. Built once per size
 * (the least recently used dropped beyond MAX_VARIANTS).
 */
export async function objectModelAt(height: number, width: number): Promise<GraphModel> {
  if (height % 32 || width % 32 || height < 64 || width < 64) throw new Error(`CenterNet input ${width}x${height}: sides must be multiples of 32, at least 64`);
  const { model: base, inputSize: size } = objectModel();
  if (height === size && width === size) return base;
  const key = `${height}x${width}`;
  let pending = variants.get(key);
  if (pending) variants.delete(key);
  // The promise is kept, so concurrent searches at a new size build it once.
  pending ??= variant(height, width).catch((error: unknown) => {
    variants.delete(key);
    throw error;
  });
  variants.set(key, pending);
  for (const [k, m] of variants) {
    if (variants.size <= MAX_VARIANTS) break;
    variants.delete(k);
    void m.then((x) => x.dispose()).catch(() => undefined);
  }
  return pending;
}

async function variant(height: number, width: number): Promise<GraphModel> {
  if (!source) throw new Error('Object model not loaded: call loadVision() first');
  const json = structuredClone(source.json);
  const weights = source.weights.slice(0);
  const patch = shapeConstants(height, width);
  let offset = 0;
  for (const spec of json.weightsManifest.flatMap((g) => g.weights)) {
    const count = spec.shape.reduce((a, b) => a * b, 1);
    const bytes = BYTES[spec.quantization?.dtype ?? spec.dtype] ?? 4;
    const values = patch.get(spec.name);
    if (values) {
      if (spec.dtype !== 'int32' || spec.quantization || count !== values.length) throw new Error(`CenterNet constant ${spec.name} is not as expected`);
      new Int32Array(weights, offset, count).set(values);
      patch.delete(spec.name);
    }
    offset += count * bytes;
  }
  if (patch.size) throw new Error(`CenterNet constants not found: ${[...patch.keys()].join(', ')}`);
  const dims = [{ size: '1' }, { size: String(height) }, { size: String(width) }, { size: '3' }];
  const topology = json.modelTopology as { node: { op: string; attr?: { shape?: { shape?: { dim: unknown[] } } } }[] };
  for (const node of topology.node) if (node.op === 'Placeholder' && node.attr?.shape?.shape) node.attr.shape.shape.dim = dims;
  const signature = json.signature as { inputs?: Record<string, { tensorShape?: { dim: unknown[] } }> } | undefined;
  for (const input of Object.values(signature?.inputs ?? {})) if (input.tensorShape) input.tensorShape.dim = dims;
  return build(json, weights);
}
