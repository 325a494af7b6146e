// Banner carousel (spec part 1 §2.4): without JS a horizontal scroll-snap strip with anchor
// indicators; with JS, autoplay every 6000 ms with an 800 ms slide transition, looping forever.
// Indicators only when there is more than one slide.
import { useEffect, useState } from "react";
import type { Banner } from "~/lib/banners";

export const CAROUSEL_INTERVAL_MS = 6000;
export const CAROUSEL_TRANSITION_MS = 800;

export function Carousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    if (banners.length < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % banners.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(t);
  }, [banners.length]);
  if (banners.length === 0) return null;
  return (
    <section className={`carousel${enhanced ? " enhanced" : ""}`} aria-roledescription="carrossel" aria-label="Novidades">
      <div
        className="carousel-track"
        // Set only after hydration, through the CSSOM, which the CSP allows (never server-rendered).
        // eslint-disable-next-line no-restricted-syntax
        style={enhanced ? { transform: `translateX(-${index * 100}%)`, transition: `transform ${CAROUSEL_TRANSITION_MS}ms ease` } : undefined}
      >
        {banners.map((b, i) => (
          <a
            key={b.path}
            id={`banner-${i + 1}`}
            className="carousel-slide"
            href={b.clickUrl}
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${banners.length}`}
            aria-hidden={enhanced && i !== index ? true : undefined}
            tabIndex={enhanced && i !== index ? -1 : undefined}
          >
            <img src={b.path} alt={b.alt} width={960} height={200} />
          </a>
        ))}
      </div>
      {banners.length > 1 ? (
        <nav className="carousel-indicators" aria-label="Escolher banner">
          {banners.map((b, i) => (
            <a
              key={b.path}
              href={`#banner-${i + 1}`}
              aria-label={`Banner ${i + 1}`}
              aria-current={enhanced && i === index ? "true" : undefined}
              onClick={(e) => {
                if (enhanced) {
                  e.preventDefault();
                  setIndex(i);
                }
              }}
            />
          ))}
        </nav>
      ) : null}
    </section>
  );
}
