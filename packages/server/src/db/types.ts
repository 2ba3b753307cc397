import type {
  AuditLogsTable,
  AuthSessionsTable,
  AuthTokensTable,
  GroupsTable,
  LicensesTable,
  OrganizationsTable,
  ServerKeysTable,
  SignInLogTable,
  UploadsTable,
  UserGroupsTable,
  UsersTable,
} from './tables/core';
import type {
  CamerasTable,
  CapacitygroupOrganizationsTable,
  CapacitygroupsTable,
  EdgesTable,
  LiveTicketsTable,
  MediaSegmentsTable,
  StreamserversTable,
  TasksTable,
  VideoclipsTable,
  VideomarksTable,
  VideowallsTable,
} from './tables/video';
import type { EventFacesGoneTable, EventFacesPendingTable, EventFacesTable, EventRetentionTable, EventsTable } from './tables/events';
import type {
  FaceImageRevisionsTable,
  FaceImagesTable,
  FacelistsTable,
  FacesTable,
  PacsFacelistsTable,
  PacsPersonsTable,
  PacsPlatelistsTable,
  PacsVehiclesTable,
  PacsesTable,
  PlatelistsTable,
  PlatesTable,
} from './tables/lists';
import type {
  PlaceCellsTable,
  PlaceTagsTable,
  PlacecategoriesTable,
  PlacekindsTable,
  PlacesTable,
  PlacetaggroupsTable,
  PlacetagsTable,
  PlansTable,
  SensorkindsTable,
  SensorreadingsTable,
  SensorsTable,
  SituationsTable,
} from './tables/places';
import type { OrganizationApiKeysTable, SubscriptionHitsTable, SubscriptionsTable, WebhookDeliveriesTable, WebhooksTable } from './tables/notify';

export * from './tables/core';
export * from './tables/video';
export * from './tables/events';
export * from './tables/lists';
export * from './tables/places';
export * from './tables/notify';

/** Every table, by name: the database as Kysely sees it. */
export interface DB {
  organizations: OrganizationsTable;
  groups: GroupsTable;
  users: UsersTable;
  user_groups: UserGroupsTable;
  auth_sessions: AuthSessionsTable;
  auth_tokens: AuthTokensTable;
  sign_in_log: SignInLogTable;
  audit_logs: AuditLogsTable;
  licenses: LicensesTable;
  capacitygroups: CapacitygroupsTable;
  capacitygroup_organizations: CapacitygroupOrganizationsTable;
  streamservers: StreamserversTable;
  edges: EdgesTable;
  cameras: CamerasTable;
  media_segments: MediaSegmentsTable;
  events: EventsTable;
  event_faces: EventFacesTable;
  event_faces_pending: EventFacesPendingTable;
  event_faces_gone: EventFacesGoneTable;
  event_retention: EventRetentionTable;
  server_keys: ServerKeysTable;
  uploads: UploadsTable;
  live_tickets: LiveTicketsTable;
  facelists: FacelistsTable;
  faces: FacesTable;
  face_images: FaceImagesTable;
  face_image_revisions: FaceImageRevisionsTable;
  platelists: PlatelistsTable;
  plates: PlatesTable;
  placecategories: PlacecategoriesTable;
  placekinds: PlacekindsTable;
  placetaggroups: PlacetaggroupsTable;
  placetags: PlacetagsTable;
  places: PlacesTable;
  place_cells: PlaceCellsTable;
  place_tags: PlaceTagsTable;
  plans: PlansTable;
  sensorkinds: SensorkindsTable;
  sensors: SensorsTable;
  sensorreadings: SensorreadingsTable;
  situations: SituationsTable;
  subscriptions: SubscriptionsTable;
  subscription_hits: SubscriptionHitsTable;
  webhooks: WebhooksTable;
  organization_api_keys: OrganizationApiKeysTable;
  webhook_deliveries: WebhookDeliveriesTable;
  tasks: TasksTable;
  videoclips: VideoclipsTable;
  videomarks: VideomarksTable;
  videowalls: VideowallsTable;
  pacses: PacsesTable;
  pacs_facelists: PacsFacelistsTable;
  pacs_platelists: PacsPlatelistsTable;
  pacs_persons: PacsPersonsTable;
  pacs_vehicles: PacsVehiclesTable;
}
