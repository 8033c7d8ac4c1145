export * from './orderTypes.ts';
export * from './orderStatus.ts';
export * from './flattenErrors.ts';
export * from './applyMessageMapping.ts';
export * from './reservationHold.ts';
export * from './retailerOperations.ts';
