import type { VehicleFacts } from '@showroom/core';

/** A gallery hotspot: a point on the image (percent from the top-left) with its note. */
export interface Hotspot {
  x: number;
  y: number;
  title: string;
  description?: string | null;
}

/** One gallery image in three renditions, as on the /api/v2 wire. */
export interface MediaItem {
  url: string;
  medium?: string | null;
  large?: string | null;
  hotspots?: readonly Hotspot[] | null;
}

/** A service history entry as on the wire. */
export interface ServiceRecord {
  date: string;
  mileage: number;
}

/** The MOT summary as on the wire. */
export interface MotHistory {
  last_test_date?: string | null;
  last_test_expiry_date?: string | null;
  last_test_status?: string | null;
}

/**
 * A vehicle as the ui components read it: the /api/v2 wire shape (snake_case, money in pounds).
 * Every field is optional so a wire vehicle, a search result or a fixture fits.
 */
export type VehicleData = Omit<VehicleFacts, 'mot_history'> & {
  formatted_plate?: string | null;
  description?: string | null;
  attention_grabber?: string | null;
  recommended_retail_price?: number | null;
  media_urls?: readonly MediaItem[] | null;
  videos?: readonly { url: string }[] | null;
  mot_history?: MotHistory | null;
  date_mot_expires?: string | null;
  service_history?: readonly ServiceRecord[] | null;
  contents?: readonly Readonly<Record<string, unknown>>[] | null;
  engine_size?: number | null;
};
