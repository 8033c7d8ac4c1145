import { createContext, useContext } from 'react';
import {
  formatNumber,
  formatPounds,
  reservationShown,
  keyFacts,
  message,
  vehicleDetailsPath,
  vehicleKindTag,
  type TenantConfig,
  type BrokerDisclosure,
} from '@showroom/core';
import { IMAGE_HEIGHT, IMAGE_WIDTH, PLACEHOLDER_IMAGE, imageSrcSet } from '../Gallery/images.ts';
import { TAG_FACTS } from '../shared/FactTags.tsx';
import { PlusVat } from '../shared/PlusVat.tsx';
import { tenantOrDefault } from '../shared/tenant.ts';
import { RepresentativeExample } from '../RepresentativeExample/index.ts';
import { representativeExampleFromQuote } from '../shared/finance.ts';
import type { WireQuote } from '@showroom/core';
import type { VehicleData } from '../types.ts';
import { CardActions, type CardActionsProps } from './CardActions.tsx';
import '../shared/base.css';
import './VehicleCard.css';

export interface VehicleCardProps {
  /** The vehicle, as the API sends it. */
  vehicle: VehicleData;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
  /** The search page's path, for links to search results. */
  searchPath?: string;
  /** Level of the component's heading, to fit the page's outline. */
  headingLevel?: 3 | 4;
  /** The card's picture is the page's largest paint (the first search result): fetched at once. */
  priority?: boolean;
  /** Where the name links to, when not the plain vehicle page (e.g. with finance settings to carry). */
  href?: string;
  /**
   * A monthly payment to show (a search by monthly budget), with its representative example as
   * the law requires of any monthly figure, the settings its quote assumes in words, and the
   * lender's changes to the settings asked (core's `quotedSettings`), each said under the figure.
   */
  monthly?: {
    quote: WireQuote;
    broker: BrokerDisclosure;
    settingsText: string;
    changes?: readonly string[];
  };
  /**
   * Save and Compare on this card (a search result), with the shopper's lists; none by default.
   * A card with them is never kept as markup (their state is this shopper's).
   */
  actions?: CardActionsProps;
}

/** `sizes` of a card's picture (also for the first search result's preload). */
export const CARD_IMAGE_SIZES = '(max-width: 767px) 100vw, (max-width: 1339px) 50vw, 33vw';

/**
 * The markup of a card's inside, made earlier, for these props (undefined when there is none).
 * A server renderer provides it: a vehicle page's carousels show the same cars on many pages, so
 * their cards' markup is kept rather than rendered again. Elsewhere (the browser, Storybook) there
 * is none and the card renders itself; the markup kept is what it renders, so it hydrates as its own.
 */
export type CardMarkup = (props: VehicleCardProps) => string | undefined;

export const CardMarkupContext = createContext<CardMarkup | null>(null);

/** A vehicle in a carousel: picture, name (the link), price and key facts. */
export function VehicleCard(props: VehicleCardProps) {
  const markup = useContext(CardMarkupContext)?.(props);
  return markup === undefined ? (
    <article className="sr-vcard">
      <VehicleCardContent {...props} />
    </article>
  ) : (
    <article className="sr-vcard" dangerouslySetInnerHTML={{ __html: markup }} />
  );
}

/** What is inside a card's `<article>` (what a CardMarkup keeps). */
export function VehicleCardContent({
  vehicle,
  tenant,
  searchPath,
  headingLevel = 3,
  priority = false,
  href,
  monthly,
  actions,
}: VehicleCardProps) {
  const image = vehicle.media_urls?.[0];
  const facts = keyFacts(tenantOrDefault(tenant), vehicle).filter((fact) =>
    TAG_FACTS.slice(0, 4).includes(fact.key),
  );
  const Heading = `h${headingLevel}` as const;
  const kind = vehicleKindTag(vehicle, tenant);
  // The same rule as the gallery (core's reservationShown): Reserved, On order, or nothing.
  const cardTag = reservationShown(vehicle).tag;
  return (
    <>
      <div className="sr-vcard__media">
        <img
          className="sr-vcard__img"
          src={image ? (image.medium ?? image.url) : PLACEHOLDER_IMAGE}
          srcSet={image ? imageSrcSet(image) : undefined}
          sizes={image ? CARD_IMAGE_SIZES : undefined}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {cardTag === 'reserved' && (
          <span className="sr-vcard__tag">{message('reservedTag', {}, tenant)}</span>
        )}
        {cardTag === 'on-order' && (
          <span className="sr-vcard__tag sr-vcard__tag--on-order">
            {message('onOrderTag', {}, tenant)}
          </span>
        )}
      </div>
      <div className="sr-vcard__body">
        <Heading className="sr-vcard__name">
          <a
            className="sr-vcard__link"
            href={href ?? vehicleDetailsPath(vehicle.slug ?? '', searchPath)}
          >
            {vehicle.name}
          </a>
        </Heading>
        {typeof vehicle.price === 'number' && (
          <p className="sr-vcard__price">
            {formatPounds(vehicle.price)}
            <PlusVat vehicle={vehicle} />
          </p>
        )}
        {monthly && (
          <p className="sr-vcard__monthly">
            <strong>{`${formatPounds(monthly.quote.RegularPayment, { pence: 'always' })} a month`}</strong>
            {` · ${formatNumber(monthly.quote.Apr, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}% APR representative`}
            <span className="sr-vcard__assumes">{monthly.settingsText}</span>
            {monthly.changes?.map((change) => (
              <span key={change} className="sr-vcard__change">
                {change}
              </span>
            ))}
          </p>
        )}
        <ul className="sr-vcard__facts">
          {kind && <li className="sr-vcard__kind">{kind}</li>}
          {facts.map((fact) => (
            <li key={fact.key}>
              <span className="sr-visually-hidden">{`${fact.label}: `}</span>
              {fact.value}
            </li>
          ))}
        </ul>
      </div>
      {monthly && (
        <div className="sr-vcard__repex">
          <RepresentativeExample
            {...representativeExampleFromQuote(monthly.quote, monthly.broker)}
            headingLevel={4}
            regionLabel={`Representative example, ${vehicle.name ?? ''}`}
          />
        </div>
      )}
      {actions && <CardActions vehicleName={vehicle.name ?? ''} {...actions} />}
    </>
  );
}
