import type { CameraWithSecrets } from '@argus/contracts';
import { EdgeAgent } from './api/agent';
import { describe, machineApi, settle } from './api/http';
import type { EdgeConfig } from './config';
import { Sender } from './delivery/sender';
import { Spool } from './delivery/spool';
import { Cameras } from './runtime';
import { LIVE_HLS_INPUT_ARGS, type FrameInput } from './video/frames';
import { log as jsonLog } from './log';

export interface EdgeOptions {
  /** Frames of a camera; default: the live HLS of its stream server (POST /edges/{id}/cameras/{id}/playback). */
  source?: (camera: CameraWithSecrets) => Promise<FrameInput>;
  log?: (message: string) => void;
}

export interface Edge {
  agent: EdgeAgent;
  spool: Spool;
  sender: Sender;
  cameras: Cameras;
  stop(): Promise<void>;
}

/** The whole edge process: API agent, cameras with their modules, and the event spool with its sender. */
export async function startEdge(config: EdgeConfig, o: EdgeOptions = {}): Promise<Edge> {
  const log = o.log ?? ((m: string) => jsonLog.warn(m));
  const spool = new Spool(config.dataDir);
  let cameras: Cameras | null = null;
  const agent: EdgeAgent = new EdgeAgent({
    config,
    // Its own levels when none is given (registered at info, problems at warn).
    ...(o.log ? { log: o.log } : {}),
    onCameras: (list) => cameras?.apply(list),
    util: (): number => (cameras ? cameras.size / Math.max(1, agent.cap) : 0),
  });
  const sender = new Sender(spool, { apiUrl: config.apiUrl, credential: agent.credential, log });
  const playback = async (camera: CameraWithSecrets): Promise<FrameInput> => {
    const reg = agent.registration;
    if (!reg) throw new Error('not registered');
    const reply = await settle(
      machineApi(config.apiUrl, { credential: reg.credential }).POST('/api/v1/edges/{edge_id}/cameras/{camera_id}/playback', {
        params: { path: { edge_id: reg.id, camera_id: camera.id } },
      }),
    );
    if (reply.status !== 200 || !reply.body) throw new Error(`playback: ${describe(reply)}`);
    // Start at the live edge; give up on a silent server after 15 s (then reconnect with a fresh ticket).
    // The ticket's life is counted from now on this machine's clock (not the API's expires_at): clocks differ.
    return { input: reply.body.live_hls, inputArgs: LIVE_HLS_INPUT_ARGS, expiresAt: Date.now() + reply.body.ttl };
  };
  cameras = new Cameras({
    fps: config.fps,
    width: config.frameWidth,
    frFast: config.frFast,
    source: o.source ?? playback,
    emit: (event) => {
      spool.append(event);
      sender.kick();
    },
    log,
  });
  // Spooled events of an earlier run go out as soon as there is a credential.
  sender.start();
  await agent.start();
  return {
    agent,
    spool,
    sender,
    cameras,
    async stop() {
      agent.stop();
      cameras?.stop();
      await sender.stop();
    },
  };
}
