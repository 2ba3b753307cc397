import type { Facelist } from '@argus/contracts';
import type { FacelistRow } from './repo';

export function presentFacelist(l: FacelistRow): Facelist {
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    priority: l.priority,
    threshold: l.threshold,
    exact_threshold: l.exact_threshold,
    activity_tracking: l.activity_tracking,
    group_id: l.group_id,
    face_count: l.face_count,
    face_sync_count: l.face_sync_count,
    pacses: l.pacses,
    created_at: l.created_at.toISOString(),
    updated_at: l.updated_at.toISOString(),
  };
}
