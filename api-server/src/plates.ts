/**
 * Current-format UK number plates (since September 2001): two-letter memory tag, two-digit age
 * identifier, three random letters — e.g. "AB19 CDE". The age identifier is the year's last two
 * digits for March–August registrations and that plus 50 for September–February ones
 * (January and February belong to the previous September's "plus 50" identifier).
 */
export function ageIdentifier(year: number, month: number): string {
  if (month >= 3 && month <= 8) return String(year % 100).padStart(2, '0');
  const base = month >= 9 ? year : year - 1;
  return String((base % 100) + 50).padStart(2, '0');
}

const CURRENT = /^([A-Z]{2})(\d{2})([A-Z]{3})$/;

/** The registration year an age identifier stands for (the earliest, for a "plus 50" one), or null. */
export function yearFromRegistration(registration: string): number | null {
  const match = CURRENT.exec(normaliseVrm(registration));
  if (!match) return null;
  const id = Number(match[2]);
  if (id >= 2 && id <= 49) return 2000 + id;
  if (id >= 51 && id <= 99) return 2000 + id - 50;
  return null;
}

export function normaliseVrm(registration: string): string {
  return registration.replace(/\s+/g, '').toUpperCase();
}

export function formatPlate(vrm: string): string {
  const v = normaliseVrm(vrm);
  return CURRENT.test(v) ? `${v.slice(0, 4)} ${v.slice(4)}` : v;
}
