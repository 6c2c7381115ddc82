import { lazy, Suspense, useState } from 'react';

/** The lightbox (and its dialog primitives) loads when a screenshot is about to be opened, not with the page. */
const loadLightbox = () => import('@gameshelf/ui/lightbox').then((module) => ({ default: module.Lightbox }));
const Lightbox = lazy(loadLightbox);

export interface GameScreenshotsProps {
  gameName: string;
  urls: string[];
}

/** A grid of screenshots; each opens the lightbox, which wraps around and swipes (spec 1 §2). */
export function GameScreenshots({ gameName, urls }: GameScreenshotsProps) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  // Mounted from the first open on, so closing animates.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
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
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
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
      {wanted && (
        <Suspense fallback={null}>
          <Lightbox images={images} open={open} index={index} onOpenChange={setOpen} onIndexChange={setIndex} />
        </Suspense>
      )}
    </section>
  );
}
