import { msg } from '@lit/localize';
import SlCarousel from '@shoelace-style/shoelace/dist/react/carousel/index.js';
import SlCarouselItem from '@shoelace-style/shoelace/dist/react/carousel-item/index.js';
import { useLocale } from '../../shared/i18n/index.ts';

/** portal-shell §9: "Carousel autoplay 20000 ms". */
export const LOGIN_CAROUSEL_INTERVAL_MS = 20_000;

/**
 * The carousel beside the sign-in form (portal-shell §2.3 "A carousel autoplays every
 * 20000 ms"): three short messages about what the portal offers.
 */
export function LoginCarousel() {
  const locale = useLocale();
  const slides = [
    { image: '/login/reports.svg', caption: msg('报表中心：随时查看、订阅和下载业务报表') },
    { image: '/login/knowledge.svg', caption: msg('知识库：沉淀团队经验，快速检索所需知识') },
    { image: '/login/notices.svg', caption: msg('消息通知：公告与提醒实时送达') },
  ];
  // Looping clones the first and last slides outside React; a new carousel per language
  // keeps those clones in the current language.
  return (
    <SlCarousel key={locale} className="login-carousel" autoplay autoplayInterval={LOGIN_CAROUSEL_INTERVAL_MS} loop pagination data-testid="login-carousel">
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
