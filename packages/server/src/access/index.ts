/**
 * Row-level access, in one module: what a principal (a request's, a live connection's, a
 * subscription owner's) may see. Routes, live push, subscriptions and webhook deliveries,
 * statistics and search all ask here; nothing else writes the rule. Pushes decide by the current
 * state too: the objects' groups now (current.ts) and the users as they are now (viewers.ts).
 */
export { canSeeOrganization, groupScope, inGroups, permissionsOf, receives, seesObject, type Viewer } from './rule';
export { groupIn, organizationIn, ownRows, seesEvent, stillReceives, visibleCameraIds, visibleEvents, visibleNames, type Kind } from './sql';
export { checkAssignableGroup } from './groups';
export { HeldViewers, viewersOf } from './viewers';
export { currentGroups } from './current';
export { assertOrganization, listOrganization, targetOrganization } from './tenant';
