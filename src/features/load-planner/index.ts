// Public entry of the load planner (issue #30): pure calculation, no I/O. The product page, the
// quote list and the quotation PDF plan a pack size into a container and show a quantity as
// containers; texts for the codes and the formatting per locale are theirs.

export {
  containerById,
  containerIds,
  containers,
  internalVolumeMm3,
  ISO_668_MAX_GROSS_KG,
  type ContainerId,
  type ContainerType,
} from './containers'
export {
  planAll,
  planErrorCodes,
  planLoad,
  pallets,
  type FloorLayout,
  type LoadMode,
  type LoadPlan,
  type PackKind,
  type PackSpec,
  type PalletLayout,
  type PalletSpec,
  type PalletType,
  type PlanError,
  type PlanErrorCode,
  type PlanOptions,
  type PlanResult,
} from './plan'
export {
  containersFor,
  parseThousandths,
  plannerQuantityUnits,
  type ContainerCount,
  type ContainerCountResult,
  type PlannerQuantityUnit,
  type Quantity,
  type QuantityErrorCode,
} from './quantity'
export {
  KG_PER_LB,
  kgToLb,
  kgToMt,
  lbToKg,
  lbToMt,
  mtToKg,
  mtToLb,
  weightFromGrams,
  weightFromKg,
  type Weight,
} from './units'
export {
  defaultContainer,
  lineContainers,
  offeredContainers,
  packForLine,
  packSpecFromRow,
  plannerPacks,
  type PackRowResult,
  type PlannerPack,
  type StoredPackRow,
} from './stored'
export { plannerNumbers, type PlannerNumbers } from './format'
