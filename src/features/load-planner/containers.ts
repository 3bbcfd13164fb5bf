/**
 * The containers a load is planned for (docs/decisions/023-load-planner.md): five ISO types as
 * data, each with where its figures come from. Internal sizes and tare weights differ a little
 * between builders and carriers; the figures here are typical, not guaranteed for a given box.
 * The plate on the container (its CSC safety approval plate) and the carrier's booking decide.
 */

export const containerIds = ['20dv', '40dv', '40hc', '20rf', '40rf'] as const
export type ContainerId = (typeof containerIds)[number]

export interface ContainerType {
  id: ContainerId
  /** Staff-facing English name; buyer pages translate by `id`. */
  label: string
  /** Short name for "1.6 × 20' FCL". */
  shortLabel: string
  /** ISO 6346 size-type code and ISO 668 class. */
  isoCode: string
  isoClass: '1CC' | '1AA' | '1AAA'
  reefer: boolean
  /** Inside the box, mm (for a reefer: inside the insulation, floor to roof). */
  internal: { lengthMm: number; widthMm: number; heightMm: number }
  /** Door opening, mm: a stack of pallets goes in through it. */
  door: { widthMm: number; heightMm: number }
  /**
   * How high cargo may be stacked, mm: the internal height in a dry van; in a reefer the red
   * load line, which keeps room above the cargo for the return air.
   */
  loadHeightMm: number
  tareKg: number
  /** Maximum gross mass (box and cargo), kg. */
  maxGrossKg: number
  /** Maximum cargo, kg: max gross − tare. */
  payloadKg: number
  /** Where the figures come from. */
  source: string
}

/** ISO 668 rating (class 1AA, 1AAA and 1CC) that most boxes in service are plated at. */
export const ISO_668_MAX_GROSS_KG = 30_480

const isoSource =
  'External dimensions and the 30,480 kg maximum gross mass: ISO 668 (Series 1 freight ' +
  'containers, classes 1CC / 1AA / 1AAA; later amendments allow heavier ratings, the ' +
  "container's CSC plate decides). "
const drySource =
  isoSource +
  'Internal dimensions, door opening and tare: typical dry-van figures as published by major ' +
  'carriers (e.g. Maersk, Hapag-Lloyd container specifications); typical, not guaranteed.'
const reeferSource =
  isoSource +
  'Internal dimensions, door opening and tare: typical integral-reefer figures as published by ' +
  'major carriers (e.g. Maersk, Hapag-Lloyd reefer specifications); typical, not guaranteed. ' +
  'Load height: 120 mm below the roof, as the red load line of a reefer typically requires ' +
  '(the line on the unit decides). Many newer reefers are plated above 30,480 kg; ask the line.'

function container(c: Omit<ContainerType, 'payloadKg'>): ContainerType {
  return { ...c, payloadKg: c.maxGrossKg - c.tareKg }
}

export const containers: Record<ContainerId, ContainerType> = {
  '20dv': container({
    id: '20dv',
    label: "20' standard (dry)",
    shortLabel: "20'",
    isoCode: '22G1',
    isoClass: '1CC',
    reefer: false,
    internal: { lengthMm: 5_898, widthMm: 2_352, heightMm: 2_393 },
    door: { widthMm: 2_340, heightMm: 2_280 },
    loadHeightMm: 2_393,
    tareKg: 2_230,
    maxGrossKg: ISO_668_MAX_GROSS_KG,
    source: drySource,
  }),
  '40dv': container({
    id: '40dv',
    label: "40' standard (dry)",
    shortLabel: "40'",
    isoCode: '42G1',
    isoClass: '1AA',
    reefer: false,
    internal: { lengthMm: 12_032, widthMm: 2_352, heightMm: 2_393 },
    door: { widthMm: 2_340, heightMm: 2_280 },
    loadHeightMm: 2_393,
    tareKg: 3_750,
    maxGrossKg: ISO_668_MAX_GROSS_KG,
    source: drySource,
  }),
  '40hc': container({
    id: '40hc',
    label: "40' high cube (dry)",
    shortLabel: "40' HC",
    isoCode: '45G1',
    isoClass: '1AAA',
    reefer: false,
    internal: { lengthMm: 12_032, widthMm: 2_352, heightMm: 2_698 },
    door: { widthMm: 2_340, heightMm: 2_585 },
    loadHeightMm: 2_698,
    tareKg: 3_900,
    maxGrossKg: ISO_668_MAX_GROSS_KG,
    source: drySource,
  }),
  '20rf': container({
    id: '20rf',
    label: "20' reefer",
    shortLabel: "20' RF",
    isoCode: '22R1',
    isoClass: '1CC',
    reefer: true,
    internal: { lengthMm: 5_444, widthMm: 2_294, heightMm: 2_276 },
    door: { widthMm: 2_290, heightMm: 2_264 },
    loadHeightMm: 2_156,
    tareKg: 3_080,
    maxGrossKg: ISO_668_MAX_GROSS_KG,
    source: reeferSource,
  }),
  // Nearly all 40' reefers in service are high cubes (45R1); an 8'6" 40' reefer is rare enough
  // that a booking for a "40' reefer" gets one of these.
  '40rf': container({
    id: '40rf',
    label: "40' reefer (high cube)",
    shortLabel: "40' RF",
    isoCode: '45R1',
    isoClass: '1AAA',
    reefer: true,
    internal: { lengthMm: 11_583, widthMm: 2_294, heightMm: 2_544 },
    door: { widthMm: 2_290, heightMm: 2_569 },
    loadHeightMm: 2_424,
    tareKg: 4_480,
    maxGrossKg: ISO_668_MAX_GROSS_KG,
    source: reeferSource,
  }),
}

/** The container of an id, or undefined for anything else (ids come from stored data). */
export function containerById(id: unknown): ContainerType | undefined {
  return typeof id === 'string' && (containerIds as readonly string[]).includes(id)
    ? containers[id as ContainerId]
    : undefined
}

/** Internal volume in mm³ (an exact integer: well under 2^53). */
export function internalVolumeMm3(c: ContainerType): number {
  return c.internal.lengthMm * c.internal.widthMm * c.internal.heightMm
}
