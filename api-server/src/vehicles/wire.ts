import { fromPounds, toPounds } from '@showroom/core';
import type { VehicleRecord } from '../model.ts';

const pounds = (pence: number | null) => (pence === null ? null : toPounds(pence));

/** The contract's Vehicle: money in pounds. */
export function toWireVehicle(vehicle: VehicleRecord) {
  return {
    ...vehicle,
    price: toPounds(vehicle.price),
    list_price: pounds(vehicle.list_price),
    price_excluding_vat: pounds(vehicle.price_excluding_vat),
    recommended_retail_price: pounds(vehicle.recommended_retail_price),
    admin_fee: pounds(vehicle.admin_fee),
    additional_features: vehicle.additional_features.map((f) => ({
      name: f.name,
      price: toPounds(f.price),
    })),
  };
}

const pence = (pounds: number | null) => (pounds === null ? null : fromPounds(pounds));

/** A Vehicle in the contract's shape (money in pounds, as a stock feed sends it) as the store keeps it. */
export function fromWireVehicle(vehicle: ReturnType<typeof toWireVehicle>): VehicleRecord {
  return {
    ...vehicle,
    price: fromPounds(vehicle.price),
    list_price: pence(vehicle.list_price),
    price_excluding_vat: pence(vehicle.price_excluding_vat),
    recommended_retail_price: pence(vehicle.recommended_retail_price),
    admin_fee: pence(vehicle.admin_fee),
    additional_features: vehicle.additional_features.map((f) => ({
      name: f.name,
      price: fromPounds(f.price),
    })),
  };
}
