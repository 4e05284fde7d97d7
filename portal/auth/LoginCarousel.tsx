import { msg } from '@lit/localize';
import type SlCarouselElement from '@shoelace-style/shoelace/dist/components/carousel/carousel.js';
import SlCarousel from '@shoelace-style/shoelace/dist/react/carousel/index.js';
import SlCarouselItem from '@shoelace-style/shoelace/dist/react/carousel-item/index.js';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';

/** portal-shell §9: "Carousel autoplay 20000 ms". */
export const LOGIN_CAROUSEL_INTERVAL_MS = 20_000;

/**
 * The carousel beside the sign-in form (portal-shell §2.3 "A carousel autoplays every
 * 20000 ms"): three short messages about what the portal offers, starting with the first.
 *
 * Shoelace's `loop` is not used: it puts a clone of the last slide before the first and
 * scrolls past it in the next animation frame, while an intersection observer started at the
 * same time may see that clone first and "correct" the carousel onto another slide, so it
 * could start on any slide. Without clones the first slide is where it starts; after the last
 * one the carousel goes back to the first.
 */
export function LoginCarousel() {
  useLocale();
  const carousel = useRef<SlCarouselElement>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      const element = carousel.current;
      // Held while the user points at it or works in it, as Shoelace's own autoplay does.
      if (!element || element.matches(':hover, :focus-within')) return;
      element.goToSlide((element.activeSlide + 1) % element.querySelectorAll('sl-carousel-item').length);
    }, LOGIN_CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const slides = [
    { image: '/login/reports.svg', caption: msg('报表中心：随时查看、订阅和下载业务报表') },
    { image: '/login/knowledge.svg', caption: msg('知识库：沉淀团队经验，快速检索所需知识') },
    { image: '/login/notices.svg', caption: msg('消息通知：公告与提醒实时送达') },
  ];
  return (
    <SlCarousel ref={carousel} className="login-carousel" pagination data-testid="login-carousel">
      {slides.map((slide) => (
        <SlCarouselItem key={slide.image}>
          <figure className="login-slide">
            <img src={slide.image} alt="" />
            <figcaption>{slide.caption}</figcaption>
          </figure>
        </SlCarouselItem>
      ))}
    </SlCarousel>
  );
}
