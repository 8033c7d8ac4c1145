import { representativeExampleOf, type BrokerDisclosure, type WireQuote } from '@showroom/core';
import type { RepresentativeExampleProps } from '../RepresentativeExample/index.ts';

/** RepresentativeExample props from a wire finance quote: core's `representativeExampleOf`. */
export function representativeExampleFromQuote(
  quote: WireQuote,
  broker: BrokerDisclosure,
): RepresentativeExampleProps {
  return representativeExampleOf(quote, broker);
}
