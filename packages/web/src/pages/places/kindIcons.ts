import type { PlacekindIcon } from '@argus/contracts';

/** The console's drawings of the place-kind icons (PLACEKIND_ICONS): one symbol each, no image files. */
export const KIND_GLYPHS: Record<PlacekindIcon, string> = {
  building: '🏢',
  office: '🏬',
  factory: '🏭',
  warehouse: '📦',
  shop: '🛒',
  school: '🏫',
  hospital: '🏥',
  home: '🏠',
  parking: '🅿️',
  gate: '🚧',
  road: '🛣️',
  bridge: '🌉',
  station: '🚉',
  airport: '✈️',
  park: '🌳',
  stadium: '🏟️',
  checkpoint: '🛂',
  tower: '🗼',
  pin: '📍',
};

export function kindGlyph(icon: string | null | undefined): string {
  return (icon && (KIND_GLYPHS as Record<string, string>)[icon]) || KIND_GLYPHS.pin;
}
