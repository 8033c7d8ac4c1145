export type { VehicleFacts } from './vehicleFacts.ts';
export {
  canReserve,
  galleryTagReserved,
  isReserved,
  reservationShown,
  reservedByOthers,
  type ReservationShown,
  type ShopperReservation,
} from './reservation.ts';
export { AVAILABLE_TO_ORDER_LOCATION, availableToOrder } from './availableToOrder.ts';
export { showUlezPill } from './ulez.ts';
export { optionalExtrasBanner, optionalExtrasTotal } from './optionalExtras.ts';
export {
  NO_PRICE_ANALYSIS,
  PRICE_INDICATOR_ALIASES,
  priceIndicatorBadge,
} from './priceIndicator.ts';
export type { Drawer, DrawerKey, SpecRow, SpecificationFacts } from './specifications.ts';
export { DRAWER_TITLES, specificationDrawers } from './specifications.ts';
export type {
  NoLabelReason,
  NoLabelReasonEntry,
  PriceLabel,
  PriceLabelEligibility,
  PriceLabelLevel,
} from './priceLabels.ts';
export {
  NO_LABEL_REASONS,
  PRICE_LABELS,
  PRICE_LABEL_MAX_AGE_YEARS,
  PRICE_LABEL_MAX_PRICE,
  PRICE_LABEL_MIN_PRICE,
  noLabelReasons,
  priceLabelEligibility,
} from './priceLabels.ts';
export { vehicleAgeYears } from './vehicleAge.ts';
export type { MotStatus } from './history.ts';
export { motExpiry, motStatus, ownersText, previousOwners } from './history.ts';
export { EV_RANGE_KEYS, MPG_KEYS, evRange, mpg } from './technicalData.ts';
export { TILELESS_CLASSES, showInformationTiles } from './informationTiles.ts';
export type { VehicleTag } from './vehicleTags.ts';
export { INTEREST_FREE_TAG, vehicleTags } from './vehicleTags.ts';
export type { KeyFact } from './keyFacts.ts';
export { keyFacts } from './keyFacts.ts';
export { callLink, locationTag, showClassTag } from './listingCard.ts';
export { offerMainContent } from './offerContent.ts';
export { bestIndex } from './compareBest.ts';
export {
  COMMERCIAL_VAT_SCHEME,
  financeOffered,
  formatPlusVat,
  isMobilityScheme,
  isVan,
  mobilitySchemeNote,
  plusVatText,
  priceExcludingVat,
  vehicleKindTag,
} from './vansAndMobility.ts';
