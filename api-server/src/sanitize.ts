import sanitize from 'sanitize-html';
import { retailerHtmlSanitiser } from '@showroom/core';

/**
 * Retailer HTML as the reference API stores it (descriptions, content snippets, post content):
 * the retailer's formatting and nothing executable, by core's policy (retailerHtml.ts) through
 * sanitize-html. The app's host applies the same policy again to whatever API it reads.
 */
export const sanitizeRetailerHtml = retailerHtmlSanitiser(sanitize);
