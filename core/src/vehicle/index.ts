export type { VehicleFacts } from './vehicleFacts.ts';
export { isOnOrder, isReserved, reservationShown, reservedByOthers } from './reservation.ts';
export type { ReservationShown, ShopperReservation } from './reservation.ts';
export { availableToOrder } from './availableToOrder.ts';
export { showUlezPill } from './ulez.ts';
export { optionalExtrasBanner } from './optionalExtras.ts';
export { priceIndicatorBadge } from './priceIndicator.ts';
export { specificationDrawers } from './specifications.ts';
export type { Drawer, DrawerKey, SpecRow, SpecificationFacts } from './specifications.ts';
export {
  NO_LABEL_REASONS,
  PRICE_LABELS,
  noLabelReasons,
  priceLabelEligibility,
} from './priceLabels.ts';
export type {
  NoLabelReason,
  NoLabelReasonEntry,
  PriceLabel,
  PriceLabelEligibility,
  PriceLabelLevel,
} from './priceLabels.ts';
export { vehicleAgeYears } from './vehicleAge.ts';
export { motExpiry, motStatus, ownersText, previousOwners } from './history.ts';
export type { MotStatus } from './history.ts';
export { evRange, mpg } from './technicalData.ts';
export { showInformationTiles } from './informationTiles.ts';
export { INTEREST_FREE_TAG, vehicleTags } from './vehicleTags.ts';
export type { VehicleTag } from './vehicleTags.ts';
export { keyFacts } from './keyFacts.ts';
export type { KeyFact } from './keyFacts.ts';
export { callLink, locationTag, showClassTag } from './listingCard.ts';
export { offerMainContent } from './offerContent.ts';
export { bestIndex } from './compareBest.ts';
export {
  financeOffered,
  formatPlusVat,
  headlineMonthly,
  mobilitySchemeNote,
  noQuoteReason,
  plusVatText,
  priceExcludingVat,
  vehicleKindTag,
} from './vansAndMobility.ts';
