/**
 * Money is held as integer pence everywhere inside Showroom (requirement ARCH-4);
 * pounds appear only at the edges: the /api/v2 wire format and what a shopper reads.
 */
export type Pence = number;
