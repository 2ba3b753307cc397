import { describe, expect, it } from 'vitest';
import { admit, schedule, type Licences, type SchedCamera } from '../src/modules/cameras/scheduler/rules';

const cam = (id: number, modules: SchedCamera['modules'], extra: Partial<SchedCamera> = {}): SchedCamera => ({
  id,
  organizationId: 1,
  createdAt: id,
  enabled: true,
  modules,
  edgeId: null,
  streamserverId: null,
  ...extra,
});
const unlimited: Licences = new Map([
  [
    1,
    new Map<string, number | null>([
      ['cameras', null],
      ['tp', null],
      ['fr', null],
      ['sa', null],
      ['lpr', null],
      ['ao', null],
    ]),
  ],
]);

describe('scheduler rules', () => {
  it('admits oldest first until the capacity group slots run out; later cameras needing slots wait', () => {
    const cameras = [cam(3, ['fr']), cam(1, ['fr', 'sa']), cam(2, ['tp', 'sa']), cam(4, [])];
    const out = admit(3, cameras, unlimited);
    expect(out.get(1)).toBeNull();
    expect(out.get(2)).toBe('scheduler_capacity');
    // 3 would fit in the remaining slot, but it is younger than the waiting camera 2.
    expect(out.get(3)).toBe('scheduler_capacity');
    // A camera without modules takes no slot.
    expect(out.get(4)).toBeNull();
  });

  it('a user-disabled camera is inactive with user_action and frees its slots', () => {
    const out = admit(2, [cam(1, ['fr', 'sa'], { enabled: false }), cam(2, ['fr', 'sa'])], unlimited);
    expect(out.get(1)).toBe('user_action');
    expect(out.get(2)).toBeNull();
  });

  it('licences: cameras and each module are counted per organisation; unlicensed means none', () => {
    const licences: Licences = new Map([
      [
        1,
        new Map<string, number | null>([
          ['cameras', 2],
          ['fr', 1],
        ]),
      ],
      [2, new Map<string, number | null>()],
    ]);
    const out = admit(100, [cam(1, ['fr']), cam(2, ['fr']), cam(3, []), cam(4, []), cam(5, [], { organizationId: 2 })], licences);
    expect([...out.entries()]).toEqual([
      [1, null],
      [2, 'license_restriction'], // fr exhausted
      [3, null],
      [4, 'license_restriction'], // cameras exhausted
      [5, 'license_restriction'], // organisation 2 has no licence
    ]);
  });

  it('places cameras on online edges with room and keeps them where they are', () => {
    const edges = [
      { id: 10, online: true, cap: 2, streamserverId: 20 },
      { id: 11, online: true, cap: 4, streamserverId: null },
      { id: 12, online: false, cap: 100, streamserverId: null },
    ];
    const servers = [
      { id: 20, online: true, capacity: 0 },
      { id: 21, online: true, capacity: 1 },
    ];
    const plan = schedule(100, [cam(1, ['fr', 'sa'], { edgeId: 10 }), cam(2, ['fr', 'sa']), cam(3, ['fr']), cam(4, [])], edges, servers, unlimited);
    expect(plan.get(1)).toEqual({ state: 'active', reason: null, edgeId: 10, streamserverId: 20 });
    expect(plan.get(2)?.edgeId).toBe(11);
    expect(plan.get(3)?.edgeId).toBe(11);
    expect(plan.get(4)?.edgeId).toBeNull();
    // Stream servers: the edge's own first, else the least loaded with room.
    expect(plan.get(2)?.streamserverId).toBe(21);
    expect(plan.get(3)?.streamserverId).toBe(20);
  });

  it('without an online edge an admitted camera stays active, unplaced', () => {
    const plan = schedule(10, [cam(1, ['fr'])], [{ id: 1, online: false, cap: 10, streamserverId: null }], [], unlimited);
    expect(plan.get(1)).toEqual({ state: 'active', reason: null, edgeId: null, streamserverId: null });
  });

  it('a camera whose stream server is lost, with no other online, is inactive with scheduler_restriction until one can record it', () => {
    const edges = [{ id: 1, online: true, cap: 10, streamserverId: null }];
    const lost = schedule(10, [cam(1, ['fr'], { edgeId: 1, streamserverId: 5 })], edges, [{ id: 5, online: false, capacity: 0 }], unlimited);
    expect(lost.get(1)).toEqual({ state: 'inactive', reason: 'scheduler_restriction', edgeId: null, streamserverId: null });
    // Still none: it stays restricted (it does not fall back to active, unplaced).
    const still = schedule(10, [cam(1, ['fr'], { restricted: true })], edges, [{ id: 5, online: false, capacity: 0 }], unlimited);
    expect(still.get(1)?.reason).toBe('scheduler_restriction');
    // It took no room on the edge: a younger camera gets it.
    const small = [{ id: 1, online: true, cap: 1, streamserverId: null }];
    const both = schedule(10, [cam(1, ['fr'], { restricted: true }), cam(2, ['fr'])], small, [], unlimited);
    expect(both.get(2)).toEqual({ state: 'active', reason: null, edgeId: 1, streamserverId: null });
    // Another online server of the group takes it.
    const moved = schedule(
      10,
      [cam(1, ['fr'], { restricted: true })],
      edges,
      [
        { id: 5, online: false, capacity: 0 },
        { id: 6, online: true, capacity: 0 },
      ],
      unlimited,
    );
    expect(moved.get(1)).toEqual({ state: 'active', reason: null, edgeId: 1, streamserverId: 6 });
  });
});
