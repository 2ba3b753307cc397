import type { Place } from '@argus/contracts';
import type { PlaceRecord } from './repo';

export function presentPlace(r: PlaceRecord): Place {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    latitude: r.latitude,
    longitude: r.longitude,
    cohort_tracking: r.cohort_tracking,
    group_id: r.group_id,
    category: r.category_id !== null && r.category_name !== null ? { id: r.category_id, name: r.category_name, path: r.category_path ?? [] } : null,
    kind: r.kind_id !== null && r.kind_name !== null ? { id: r.kind_id, name: r.kind_name, icon: r.kind_icon ?? '' } : null,
    tags: r.tags,
    plan_count: r.plan_count,
    camera_count: r.camera_count,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
