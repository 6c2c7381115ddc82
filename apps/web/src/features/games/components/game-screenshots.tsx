import { useState } from 'react';
import { Lightbox } from '@gameshelf/ui';

export interface GameScreenshotsProps {
  gameName: string;
  urls: string[];
}

/** A grid of screenshots; each opens the lightbox, which wraps around and swipes (spec 1 §2). */
export function GameScreenshots({ gameName, urls }: GameScreenshotsProps) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const images = urls.map((src, i) => ({ src, alt: `${gameName} 스크린샷 ${i + 1}` }));

  return (
    <section aria-labelledby="game-screenshots-heading" className="flex flex-col gap-3">
      <h2 id="game-screenshots-heading" className="text-base font-semibold">
        스크린샷
      </h2>
      <ul className="grid grid-cols-2 gap-2">
        {images.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              aria-label={`스크린샷 ${i + 1} 크게 보기`}
              className="block aspect-video w-full overflow-hidden rounded-md bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              onClick={() => {
                setIndex(i);
                setOpen(true);
              }}
            >
              <img src={image.src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={images} open={open} index={index} onOpenChange={setOpen} onIndexChange={setIndex} />
    </section>
  );
}
