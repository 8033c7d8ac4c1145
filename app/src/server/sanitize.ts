import sanitize from 'sanitize-html';
import { retailerHtmlSanitiser } from '@showroom/core';

/**
 * Retailer HTML from whatever API the host reads (the reference one, or a retailer's own) as the
 * page renders it, by core's policy (retailerHtml.ts) through sanitize-html: the sanitised string
 * goes into the page state unchanged, so the browser hydrates exactly what the server rendered.
 */
export const sanitizeRetailerHtml = retailerHtmlSanitiser(sanitize);
