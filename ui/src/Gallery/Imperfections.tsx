import { useId, useState } from 'react';
import type { MediaItem } from '../types.ts';
import { mainImageProps } from './images.ts';

export interface ImperfectionsProps {
  /** Gallery items that carry hotspots. */
  items: readonly MediaItem[];
  /** The vehicle's name, for the photos' alternative text. */
  name: string;
}

/** Images with hotspot buttons at x/y percent; choosing one shows its title and description. */
export function Imperfections({ items, name }: ImperfectionsProps) {
  const [page, setPage] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const noteId = useId();
  const item = items[page];
  if (!item) return null;
  const hotspots = item.hotspots ?? [];
  const selected = active === null ? undefined : hotspots[active];
  const turn = (step: number) => {
    setPage((current) => (current + step + items.length) % items.length);
    setActive(null);
  };

  return (
    <div className="sr-imperfections">
      <div className="sr-imperfections__stage">
        <img
          {...mainImageProps(item)}
          alt={`${name}, imperfections ${page + 1} of ${items.length}`}
        />
        {hotspots.map((spot, index) => (
          <button
            key={`${spot.x}-${spot.y}-${spot.title}`}
            type="button"
            className="sr-imperfections__spot"
            style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
            aria-expanded={active === index}
            aria-controls={noteId}
            aria-label={`Imperfection ${index + 1}: ${spot.title}`}
            onClick={() => setActive(active === index ? null : index)}
          >
            {index + 1}
          </button>
        ))}
      </div>
      <div id={noteId} className="sr-imperfections__note" aria-live="polite">
        {selected ? (
          <>
            <p className="sr-imperfections__title">{selected.title}</p>
            {selected.description && <p>{selected.description}</p>}
          </>
        ) : (
          <p>
            {hotspots.length === 1
              ? 'Choose the marker to read about this imperfection.'
              : `Choose a marker to read about each of the ${hotspots.length} imperfections.`}
          </p>
        )}
      </div>
      {items.length > 1 && (
        <div className="sr-imperfections__pages">
          <button type="button" className="sr-btn" onClick={() => turn(-1)}>
            Previous photo
          </button>
          <span>{`Photo ${page + 1} of ${items.length}`}</span>
          <button type="button" className="sr-btn" onClick={() => turn(1)}>
            Next photo
          </button>
        </div>
      )}
    </div>
  );
}
