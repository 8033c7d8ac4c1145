export {
  CARD_IMAGE_SIZES,
  CardMarkupContext,
  VehicleCard,
  VehicleCardContent,
} from './VehicleCard.tsx';
export type { CardMarkup, VehicleCardProps } from './VehicleCard.tsx';
export type { CardActionsProps } from './CardActions.tsx';
