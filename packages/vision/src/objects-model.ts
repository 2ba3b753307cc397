import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { HUMAN_MODEL_DIR, tf } from './runtime';

/** CenterNet (MobileNetV3, COCO) as shipped in @vladmandic/human's npm package. */
let model: GraphModel | undefined;
let inputSize = 512;

/** Reads a tfjs graph model (model JSON and its weight files) from a local folder. */
async function readGraphModel(dir: string, name: string): Promise<GraphModel> {
  const json = JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as tf.io.ModelJSON;
  const artifacts = await tf.io.getModelArtifactsForJSON(json, async (manifest) => {
    const specs = manifest.flatMap((group) => group.weights);
    const files = await Promise.all(manifest.flatMap((group) => group.paths).map((p) => readFile(join(dir, p))));
    const bytes = Buffer.concat(files);
    return [specs, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)];
  });
  return loadGraphModel(tf.io.fromMemory(artifacts));
}

export async function loadObjectModel(): Promise<void> {
  model = await readGraphModel(HUMAN_MODEL_DIR, 'centernet');
  const dims = model.inputs[0]?.shape;
  if (dims?.[1]) inputSize = dims[1];
}

export function objectModel(): { model: GraphModel; inputSize: number } {
  if (!model) throw new Error('Object model not loaded: call loadVision() first');
  return { model, inputSize };
}
