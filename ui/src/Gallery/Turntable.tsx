import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './images.ts';

export interface TurntableProps {
  /** Frame URLs in rotation order. */
  frames: readonly string[];
  /** The vehicle's name, for the 360° view's accessible name. */
  name: string;
}

/** Pixels of drag per frame. */
const PX_PER_FRAME = 12;

/** A 360° view: drag or swipe (pointer events), arrow keys or the buttons spin it. */
export function Turntable({ frames, name }: TurntableProps) {
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const total = frames.length;
  const wrap = (value: number) => ((value % total) + total) % total;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      setFrame((current) => wrap(current + step));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setFrame(0);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, frame };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer cannot be captured; dragging still works inside the element.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const moved = Math.round((event.clientX - drag.current.x) / PX_PER_FRAME);
    setFrame(wrap(drag.current.frame + moved));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="sr-turntable">
      <div
        className="sr-turntable__stage sr-focusable"
        role="slider"
        tabIndex={0}
        aria-label={`${name}, 360° view`}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={frame + 1}
        aria-valuetext={`Frame ${frame + 1} of ${total}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img
          src={frames[frame]}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          draggable={false}
          className="sr-gallery__img"
        />
      </div>
      <div className="sr-turntable__controls">
        <button
          type="button"
          className="sr-btn"
          onClick={() => setFrame((current) => wrap(current - 1))}
        >
          <span aria-hidden="true">⟲</span> Rotate left
        </button>
        <p className="sr-turntable__hint">Drag, swipe or use the arrow keys to spin</p>
        <button
          type="button"
          className="sr-btn"
          onClick={() => setFrame((current) => wrap(current + 1))}
        >
          Rotate right <span aria-hidden="true">⟳</span>
        </button>
      </div>
    </div>
  );
}
