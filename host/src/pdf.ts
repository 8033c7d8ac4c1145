import PDFDocument from 'pdfkit';
import {
  formatPounds,
  headlineQuote,
  keyFacts,
  representativeExampleOf,
  representativeExampleRows,
  representativeExampleSmallPrint,
} from '@showroom/core';
import { designToken, vdpBroker, type VdpState } from '@showroom/app/ssr';

const MARGIN = 40;

/** The colours the PDF draws in. */
export type PdfPalette = {
  /** The header band, the price, the APR and the rule above the contact details. */
  brand: string;
  /** The site's name on the brand band. */
  onBrand: string;
  ink: string;
  muted: string;
  /** The rules between a table's rows. */
  rule: string;
  /** The frame round the photo. */
  frame: string;
  /** The photo's placeholder. */
  placeholder: string;
};

/**
 * The PDF's colours (decision 1015): the design tokens, read from tokens.css, with the tenant's
 * `themeColour` as the brand, as the page's `theme-color` is.
 * @example pdfPalette({ themeColour: '#0b3d6e' }).ink // '#1a1d21'
 */
export function pdfPalette(tenant: { themeColour: string }): PdfPalette {
  return {
    brand: tenant.themeColour,
    onBrand: designToken('--sr-brand-contrast'),
    ink: designToken('--sr-ink'),
    muted: designToken('--sr-muted'),
    rule: designToken('--sr-line'),
    frame: designToken('--sr-control-line'),
    placeholder: designToken('--sr-soft'),
  };
}

type Box = { x: number; y: number; width: number; height: number };

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const num = (tag: string, name: string) => Number(attr(tag, name) ?? 0);

/**
 * Draws the API's vehicle picture (an SVG of the body shape) as vectors: pdfkit cannot embed SVG,
 * but these pictures are a gradient backdrop, a shadow, paths and circles, which it can draw.
 * Returns false when the SVG holds nothing drawable. The colours it falls back on where the SVG
 * names none are the picture's (a grey backdrop, a dark tyre), not the design's; its frame is.
 */
function drawVehicleSvg(
  doc: PDFKit.PDFDocument,
  svg: string,
  box: Box,
  colours: PdfPalette,
): boolean {
  const paths = [...svg.matchAll(/<path\b[^>]*>/g)].map((m) => m[0]);
  if (paths.length === 0) return false;
  const stops = [...svg.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1] ?? '#eeeeee');
  const circles = [...svg.matchAll(/<circle\b[^>]*>/g)].map((m) => m[0]);
  const ellipse = /<ellipse\b[^>]*>/.exec(svg)?.[0];
  const scaleX = Number(/scale\((-?[\d.]+) 1\)/.exec(svg)?.[1] ?? 1);
  const factor = box.width / 400;

  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.translate(box.x, box.y).scale(factor);
  const backdrop = doc.linearGradient(0, 0, 0, 300);
  backdrop.stop(0, stops[0] ?? '#f2f4f7').stop(1, stops[1] ?? stops[0] ?? '#dfe3e8');
  doc.rect(0, 0, 400, 300).fill(backdrop);
  if (ellipse) {
    doc
      .ellipse(num(ellipse, 'cx'), num(ellipse, 'cy'), num(ellipse, 'rx'), num(ellipse, 'ry'))
      .fillOpacity(Number(attr(ellipse, 'opacity') ?? 0.18))
      .fill('#000000')
      .fillOpacity(1);
  }
  doc.translate(200, 0).scale(scaleX, 1).translate(-200, 0);
  for (const path of paths) {
    const d = attr(path, 'd');
    if (!d) continue;
    const fill = attr(path, 'fill') ?? '#888888';
    const stroke = attr(path, 'stroke');
    doc.fillOpacity(Number(attr(path, 'opacity') ?? 1));
    doc.path(d);
    if (stroke) doc.lineWidth(Number(attr(path, 'stroke-width') ?? 1)).fillAndStroke(fill, stroke);
    else doc.fill(fill);
  }
  doc.fillOpacity(1);
  for (const circle of circles) {
    doc
      .circle(num(circle, 'cx'), num(circle, 'cy'), num(circle, 'r'))
      .fill(attr(circle, 'fill') ?? '#111111');
  }
  doc.restore();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).stroke(colours.frame);
  return true;
}

function photoPlaceholder(doc: PDFKit.PDFDocument, box: Box, colours: PdfPalette) {
  doc
    .rect(box.x, box.y, box.width, box.height)
    .lineWidth(1)
    .fillAndStroke(colours.placeholder, colours.frame);
  doc
    .fillColor(colours.muted)
    .fontSize(11)
    .text('Photos of this vehicle are on our website', box.x, box.y + box.height / 2 - 6, {
      width: box.width,
      align: 'center',
    });
}

function rows(
  doc: PDFKit.PDFDocument,
  items: [string, string][],
  x: number,
  y: number,
  width: number,
  colours: PdfPalette,
  size = 10,
) {
  let top = y;
  for (const [term, value] of items) {
    doc
      .fontSize(size)
      .font('Helvetica')
      .fillColor(colours.muted)
      .text(term, x, top, { width: width * 0.55 });
    doc
      .font('Helvetica-Bold')
      .fillColor(colours.ink)
      .text(value, x + width * 0.55, top, { width: width * 0.45, align: 'right' });
    top += size + 8;
    doc
      .moveTo(x, top - 4)
      .lineTo(x + width, top - 4)
      .lineWidth(0.4)
      .stroke(colours.rule);
  }
  return top;
}

/**
 * The vehicle's PDF (requirement VDP-5): the photo, key facts, price, the PCP representative
 * example and the retailer's contact details, generated on the server with pdfkit.
 */
export function vehiclePdf(
  state: VdpState,
  photoSvg: string | null,
  origin: string,
): Promise<Buffer> {
  const { vehicle, tenant } = state;
  const colours = pdfPalette(tenant);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: vehicle.name, Author: tenant.siteName, Subject: `${vehicle.name} for sale` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  doc.rect(0, 0, doc.page.width, 64).fill(colours.brand);
  doc
    .fillColor(colours.onBrand)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(tenant.siteName, MARGIN, 22);
  doc.font('Helvetica').fontSize(10).text(vehicle.site.name, MARGIN, 28, { width, align: 'right' });

  doc
    .fillColor(colours.ink)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(vehicle.name, MARGIN, 84, { width });
  const afterName = doc.y + 4;
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(colours.muted)
    .text(`Registration ${vehicle.formatted_plate}`, MARGIN, afterName);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(colours.brand)
    .text(formatPounds(vehicle.price), MARGIN, afterName - 6, { width, align: 'right' });

  const photo: Box = { x: MARGIN, y: afterName + 30, width: 280, height: 210 };
  if (!photoSvg || !drawVehicleSvg(doc, photoSvg, photo, colours))
    photoPlaceholder(doc, photo, colours);

  const factsX = photo.x + photo.width + 20;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(colours.ink).text('Key facts', factsX, photo.y);
  const facts = keyFacts(tenant, vehicle).map((fact): [string, string] => [fact.label, fact.value]);
  rows(doc, facts.slice(0, 10), factsX, photo.y + 20, width - photo.width - 20, colours);

  let y = photo.y + photo.height + 24;
  if (vehicle.attention_grabber) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(11)
      .fillColor(colours.ink)
      .text(vehicle.attention_grabber, MARGIN, y, { width });
    y = doc.y + 14;
  }

  const quote = headlineQuote(state.finance);
  if (quote && tenant.repExample) {
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(colours.ink)
      .text(`Representative example (${quote.key})`, MARGIN, y);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor(colours.brand)
      .text(`${quote.Apr.toFixed(1)}% APR representative`, MARGIN, doc.y + 4);
    // The representative example's lines and small print as every channel shows them (core),
    // the APR written above them as the heading's figure.
    const representative = representativeExampleOf(quote, vdpBroker(state));
    const example = representativeExampleRows(representative)
      .filter((row) => row.key !== 'apr')
      .map((row): [string, string] => [row.term, row.value]);
    y = rows(doc, example, MARGIN, doc.y + 8, width, colours);
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text(representativeExampleSmallPrint(representative), MARGIN, y + 2, { width });
    y = doc.y + 14;
  }

  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1)
    .stroke(colours.brand);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(colours.ink)
    .text(`${vehicle.site.name}, ${vehicle.site.city_town}`, MARGIN, y + 10);
  const contact = [
    vehicle.company.telephone ? `Telephone ${vehicle.company.telephone}` : null,
    `${origin}${state.links.canonical}`,
  ]
    .filter(Boolean)
    .join('   ·   ');
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(colours.muted)
    .text(contact, MARGIN, doc.y + 2, { width });
  doc.end();
  return done;
}
